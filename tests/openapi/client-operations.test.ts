import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as notesApi from "@/lib/api/operations/notes";
import * as notesClient from "@/lib/api/operations/client/notes";

// The browser's light descriptions (lib/api/operations/client, aliased in next.config.ts) must be
// regenerated whenever a description changes, or the browser would call an old method or path.
describe("lib/api/operations/client", () => {
  it("is what scripts/generate-client-operations.mjs writes from the descriptions", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    expect(() =>
      execFileSync(process.execPath, [path.join(root, "scripts/generate-client-operations.mjs"), "--check"], { cwd: root, stdio: "pipe" }),
    ).not.toThrow();
  });

  it("keeps a description's names, method, path and call shape, without its schemas", () => {
    expect(Object.keys(notesClient).sort()).toEqual(Object.keys(notesApi).sort());
    expect(notesClient.listNotes).toEqual({ method: "get", path: "/api/note", list: true });
    expect(notesClient.NOTE_OPERATIONS.map((op) => `${op.method} ${op.path}`)).toEqual(
      notesApi.NOTE_OPERATIONS.map((op) => `${op.method} ${op.path}`),
    );
  });
});

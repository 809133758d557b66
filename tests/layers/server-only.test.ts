import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN.md §1: server/ runs on the server only. Each of its modules says so with
// `import "server-only"`, so that a client component reaching one fails the Next.js build.

const root = path.resolve(import.meta.dirname, "../..");

function modulesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

describe("server modules", () => {
  it('each import "server-only"', () => {
    const modules = modulesUnder("server");
    expect(modules.length).toBeGreaterThan(100);
    const missing = modules.filter((file) => !/^import "server-only";$/m.test(readFileSync(path.join(root, file), "utf8")));
    expect(missing).toEqual([]);
  });
});

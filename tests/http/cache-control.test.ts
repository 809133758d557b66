import { describe, expect, it, vi } from "vitest";
import { OPERATIONS } from "@/server/openapi/openapi-document";
import { sessionCookieOf } from "../support/described-call";
import { demoActor } from "../support/factories";
import { invoke } from "../security/matrix/route-invoker";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// Decision D109: every API answer is personal or live, so none may be kept by a cache (a shared
// proxy's, or the browser's after sign-out): the one route wrapper sends Cache-Control: no-store,
// on errors too. Files that name their own caching (logos, documents) keep it.

describe("Cache-Control of API answers", () => {
  it("is no-store on every GET of the API that needs no path id, as an admin", async () => {
    const cookie = await sessionCookieOf(await demoActor("admin@example.com"));
    const paths = OPERATIONS.filter((o) => o.method === "get" && !o.path.includes("{") && o.path.startsWith("/api/")).map((o) => o.path);
    expect(paths).toEqual(expect.arrayContaining(["/api/myself", "/api/quotation", "/api/email-outbox"]));
    for (const template of paths) {
      const answer = await invoke({ method: "GET", template, cookie });
      expect(answer.status, `${template}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      expect(answer.headers.get("cache-control"), template).toBe("no-store");
    }
  }, 180_000);

  it("is no-store on errors and writes too: 401 signed out, 404, 400", async () => {
    const cookie = await sessionCookieOf(await demoActor("broker@example.com"));
    const answers = [
      await invoke({ method: "GET", template: "/api/myself", cookie: null }),
      await invoke({ method: "GET", template: "/api/quotation/{quotationId}", params: { quotationId: 999999 }, cookie }),
      await invoke({ method: "POST", template: "/api/note", json: { content: "" }, cookie }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 404, 400]);
    for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});

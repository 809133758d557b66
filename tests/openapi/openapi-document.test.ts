import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "@/server/openapi/openapi-document";

const apiDir = path.resolve(import.meta.dirname, "../../app/api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === "route.ts" ? [full] : [];
  });
}

describe("OpenAPI reference", () => {
  it("documents every route method the app serves, and nothing it does not", () => {
    const served = routeFiles(apiDir)
      .filter((file) => !file.includes("[...nextauth]") && !file.includes("openapi.json"))
      .flatMap((file) => {
        // Next.js names a route parameter [id]; OpenAPI writes it {id}.
        const route = ("/api/" + path.relative(apiDir, path.dirname(file)).split(path.sep).join("/")).replace(/\[(\w+)\]/g, "{$1}");
        const source = readFileSync(file, "utf8");
        return ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => new RegExp(`export const (\\{[^}]*\\b${m}\\b|${m}\\b)`).test(source)).map((m) => `${m.toLowerCase()} ${route}`);
      })
      .sort();
    const documented = OPERATIONS.map((o) => `${o.method} ${o.path}`).sort();
    expect(documented).toEqual(served);
  });

  it("describes request bodies with the schemas the routes parse", () => {
    const doc = openApiDocument("http://portal.test");
    const login = doc.paths["/api/login"].post as { requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } } } };
    const schema = login.requestBody.content["application/json"].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(["email", "password"]);
    expect(schema.required.sort()).toEqual(["email", "password"]);
    const config = doc.paths["/api/config"].patch as { responses: Record<string, unknown> };
    expect(Object.keys(config.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Every method × route file the app serves, found by reading app/ (the authorization matrix and
// the route-descriptions test both start from it).

const root = path.resolve(import.meta.dirname, "../../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export type ServedRoute = { key: string; method: string; template: string; file: string };

/** Every method × route file under app/, as "method /path/{param}" with its file. */
export function servedRouteFiles(): ServedRoute[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return walk(full);
      return entry === "route.ts" ? [full] : [];
    });
  return walk(path.join(root, "app")).flatMap((file) => {
    const template = ("/" + path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep).join("/"))
      .split("/")
      // Route groups ((portal)) are not part of the path.
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join("/")
      .replace(/\[(\.\.\.)?(\w+)\]/g, "{$1$2}");
    const source = readFileSync(file, "utf8");
    return METHODS.filter((m) => new RegExp(`export (const (\\{[^}]*\\b${m}\\b|${m}\\b)|(async )?function ${m}\\b)`).test(source)).map(
      (m) => ({ key: `${m.toLowerCase()} ${template}`, method: m, template, file }),
    );
  });
}

/** Every method × route file the app serves, as "method /path/{param}". */
export function servedRoutes(): string[] {
  return servedRouteFiles().map((route) => route.key);
}

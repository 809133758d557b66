import "server-only";
import { pathId } from "@/server/http/path-id";

/** A company id from a URL: a positive integer written plainly ("01" is not one), or the company is simply not found. */
export function parseCompanyId(value: unknown): number {
  return pathId(typeof value === "number" ? String(value) : typeof value === "string" ? value : undefined, "Company");
}

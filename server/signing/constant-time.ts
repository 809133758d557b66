import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares two secrets or signatures in constant time. Both sides are hashed first, so that
 * neither the content nor the length of the expected value leaks through the time taken.
 */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** One header of a fetch `Headers` or a Node/plain record, by case-insensitive name. */
export type HeadersLike = Headers | Record<string, string | string[] | undefined>;

export function headerValue(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return Array.isArray(value) ? value.join(",") : value;
  }
  return undefined;
}

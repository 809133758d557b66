import { notFound } from "@/lib/api/errors";

/** A record id from a route segment; anything but a positive 32-bit integer cannot exist: 404. */
export function pathId(value: string | undefined, what = "Resource"): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2147483647) throw notFound(what);
  return Number(value);
}

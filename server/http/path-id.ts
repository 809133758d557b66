import "server-only";
import { notFound } from "@/lib/api/errors";
import { parseRecordId } from "@/lib/api/record-id";

/** A record id from a route segment; anything but a positive 32-bit integer cannot exist: 404. */
export function pathId(value: string | undefined, what = "Resource"): number {
  const id = parseRecordId(value);
  if (id === null) throw notFound(what);
  return id;
}

import "server-only";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";

export const LOCATION_FIELDS: ResourceFields = {
  zipCode: { type: "string" },
  city: { type: "string" },
  state: { type: "string" },
  latitude: { type: "number", filterable: false },
  longitude: { type: "number", filterable: false },
};

/** GET /api/location: ZIP code search (f, p, s of the list query). */
export async function listLocations(url: string) {
  const { where, orderBy, skip, take, query } = parseListQuery(url, LOCATION_FIELDS, {
    defaultSort: { field: "zipCode", direction: "asc" },
    tieBreaker: "zipCode",
  });
  const [items, itemsCount] = await Promise.all([db.location.findMany({ where, orderBy, skip, take }), db.location.count({ where })]);
  return { items, pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}

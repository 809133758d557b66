import "server-only";
import { db } from "@/server/db";

/**
 * The managing general agent that issues policies and invoices (the portal's operator): the
 * oldest enabled admin company (decisions D40). Null when none is set up; documents then show the
 * portal's name alone.
 */
export async function documentIssuer() {
  return db.company.findFirst({
    where: { role: "ADMIN", enabled: true },
    orderBy: { id: "asc" },
    select: { name: true, email: true, street: true, city: true, state: true, zipCode: true },
  });
}

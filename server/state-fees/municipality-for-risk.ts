import "server-only";
import { kentuckyLocalTax, type LocalTaxOfRisk } from "@/lib/policies/kentucky-local-tax";
import type { Tx } from "@/server/db";

/** Where the insured risk is: the event's or the promotion's location of a quotation version. */
export type RiskLocation = { locationCity: string | null; locationState: string | null; locationZipCode: string | null };

/**
 * Kentucky's local government premium tax of a risk (decisions.md, D80): the rate and the
 * jurisdiction for invoiceFigures' `municipality`, from the LocalPremiumTax rows on file now. The
 * city is the location's, or the city of its ZIP code. A location outside Kentucky, or a city
 * without a row, takes the default rate.
 */
export async function municipalityForRisk(tx: Tx, location: RiskLocation): Promise<LocalTaxOfRisk> {
  const zip = location.locationZipCode?.trim();
  const zipRow = zip ? await tx.location.findUnique({ where: { zipCode: zip }, select: { city: true, state: true } }) : null;
  const state = location.locationState?.trim().toUpperCase() || zipRow?.state || null;
  if (state !== "KY") return kentuckyLocalTax([], null);
  const city = location.locationCity?.trim() || (zipRow?.state === "KY" ? zipRow.city : null);
  const rows = await tx.localPremiumTax.findMany({
    where: { state: "KY" },
    select: { name: true, kind: true, county: true, places: true, rate: true, withinCities: true },
    orderBy: { id: "asc" },
  });
  return kentuckyLocalTax(rows, city);
}

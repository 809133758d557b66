import "server-only";
import type { LocalPremiumTax } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { LocalPremiumTaxDto } from "@/lib/settings/state-fee-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/** A jurisdiction's rate is a fraction as a decimal string ("0.085" is 8.5%). */
export function localPremiumTaxDto(row: LocalPremiumTax): LocalPremiumTaxDto {
  return {
    id: row.id,
    state: row.state,
    code: row.code,
    name: row.name,
    kind: row.kind,
    county: row.county,
    places: row.places,
    rate: row.rate.toString(),
    withinCities: row.withinCities,
    source: row.source,
    note: row.note,
    updatedAt: isoSeconds(row.updatedAt),
  };
}

/**
 * GET /api/local-premium-tax (admin, as the state fees): Kentucky's local government premium tax
 * rates by jurisdiction (decisions.md, D80), cities and counties by name.
 */
export async function listLocalPremiumTaxes(actor: Actor) {
  if (!abilityFor(actor).can("read", "StateFee")) throw forbidden();
  const rows = await db.localPremiumTax.findMany({ orderBy: [{ state: "asc" }, { name: "asc" }] });
  return rows.map(localPremiumTaxDto);
}

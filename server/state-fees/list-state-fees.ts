import "server-only";
import type { StateFee } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { StateFeeDto } from "@/lib/settings/state-fee-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/** Tax and stamping fee are fractions as decimal strings ("0.0494" is 4.94%). */
export function stateFeeDto(fee: StateFee): StateFeeDto {
  return {
    id: fee.id,
    state: fee.state,
    name: fee.name,
    tax: fee.tax.toString(),
    stampingFee: fee.stampingFee.toString(),
    municipalityTax: fee.municipalityTax,
    description: fee.description,
    source: fee.source,
    updatedAt: isoSeconds(fee.updatedAt),
  };
}

/** GET /api/state-fees: the whole table (one row per state and DC), ordered by state. */
export async function listStateFees(actor: Actor) {
  if (!abilityFor(actor).can("read", "StateFee")) throw forbidden();
  const rows = await db.stateFee.findMany({ orderBy: { state: "asc" } });
  return rows.map(stateFeeDto);
}

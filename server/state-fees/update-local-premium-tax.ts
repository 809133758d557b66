import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { LocalPremiumTaxUpdate } from "@/lib/settings/local-premium-tax-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { localPremiumTaxDto } from "./list-local-premium-taxes";

const EDITABLE = ["rate", "note"] as const;

/**
 * PUT /api/local-premium-tax/{localTaxId} (admin): changes the rate and the note of one Kentucky
 * taxing jurisdiction (decisions.md, D80). The row is locked for the change; a
 * `localPremiumTax.update` audit event holds the changed fields before and after. Invoices issued
 * before keep the rate they charged; the next bind or final sales takes the new one.
 */
export async function updateLocalPremiumTax(actor: Actor, localTaxId: number, patch: LocalPremiumTaxUpdate) {
  if (!abilityFor(actor).can("update", "StateFee")) throw forbidden();
  const updated = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "LocalPremiumTax" WHERE id = ${localTaxId} FOR UPDATE`;
    if (!locked) throw notFound("Local premium tax");
    const before = await tx.localPremiumTax.findUniqueOrThrow({ where: { id: localTaxId } });
    const next = await tx.localPremiumTax.update({ where: { id: localTaxId }, data: { rate: String(patch.rate), note: patch.note } });
    const changed = EDITABLE.filter((k) => String(before[k]) !== String(next[k]));
    if (changed.length > 0) {
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "localPremiumTax.update",
        subjectType: "LocalPremiumTax",
        subjectId: localTaxId,
        before: Object.fromEntries(changed.map((k) => [k, String(before[k])])),
        after: Object.fromEntries(changed.map((k) => [k, String(next[k])])),
      });
    }
    return next;
  });
  return localPremiumTaxDto(updated);
}

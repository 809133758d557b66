import "server-only";
import Decimal from "decimal.js";
import { forbidden, notFound } from "@/lib/api/errors";
import { todayIso } from "@/lib/format/calendar-day";
import { nextPolicyNumber, numberingPattern } from "@/lib/policies/next-policy-number";
import type { PolicyNumberSuggestion } from "@/lib/quotations/bind-schema";
import { permissionAllows } from "@/lib/quotations/quotation-actions";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { binderWithRoom, bindersCovering } from "@/server/binders/binder-for-bind";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { boundTermsOf } from "@/server/policies/bound-terms";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { getAppConfig } from "@/server/settings/get-app-config";
import { withCurrentVersion } from "./quotation-access";

const PORTAL_ZONE = "America/New_York";

/** The binder's most recently bound policy whose number ends in a digit, with the New York year it was bound in. */
async function latestNumberedPolicy(binderId: number): Promise<{ policyNumber: string; boundYear: number } | null> {
  const [latest] = await db.$queryRaw<{ policyNumber: string; boundAt: Date }[]>`
    SELECT "policyNumber", "boundAt" FROM "Policy"
    WHERE "binderId" = ${binderId} AND "policyNumber" ~ '[0-9]$'
    ORDER BY "boundAt" DESC, id DESC LIMIT 1`;
  return latest ? { policyNumber: latest.policyNumber, boundYear: Number(todayIso(PORTAL_ZONE, latest.boundAt).slice(0, 4)) } : null;
}

/** The policy number, of any binder, that has the highest sequence after `prefix` (nothing but digits after it). */
async function highestWithPrefix(prefix: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ policyNumber: string }[]>`
    SELECT "policyNumber" FROM "Policy"
    WHERE starts_with("policyNumber", ${prefix}) AND substr("policyNumber", ${prefix.length + 1}) ~ '^[0-9]{1,15}$'
    ORDER BY substr("policyNumber", ${prefix.length + 1})::numeric DESC LIMIT 1`;
  return rows.map((r) => r.policyNumber);
}

/**
 * GET /api/quotation/{id}/policy-number (underwriter, admin; a quotation they may bind): the
 * binder a bind today would put the policy on (D38: covering today, oldest first, the first with
 * room for the aggregate limit, else the oldest) and its next policy number (D119). A suggestion
 * only: bind still checks the number, and two dialogs open at once suggest the same one.
 */
export async function suggestPolicyNumber(actor: Actor, quotationId: unknown): Promise<PolicyNumberSuggestion> {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const ability = abilityFor(actor);
  const quotation = await db.quotation.findFirst({
    where: { AND: [{ id }, accessibleWhere(ability, "read", "Quotation")] },
    include: withCurrentVersion,
  });
  if (!quotation || quotation.versions.length === 0) throw notFound("Quotation");
  // Whoever may bind the quotation by role, in any status: a suggestion changes nothing.
  if (!permissionAllows(ability, "bind", quotation)) throw forbidden();

  const bindDay = todayIso(PORTAL_ZONE);
  const binders = await bindersCovering(db, bindDay, { lock: false });
  if (binders.length === 0) return { policyNumber: null, binder: null };
  const { aggregateLimit } = boundTermsOf(quotation.versions[0], await getAppConfig());
  const binder = binderWithRoom(binders, new Decimal(aggregateLimit)) ?? binders[0];
  const pattern = numberingPattern(Number(bindDay.slice(0, 4)), await latestNumberedPolicy(binder.id));
  return {
    policyNumber: nextPolicyNumber(pattern, await highestWithPrefix(pattern.prefix)),
    binder: { id: binder.id, uniqueMarketReference: binder.uniqueMarketReference },
  };
}

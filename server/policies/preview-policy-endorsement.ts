import "server-only";
import Decimal from "decimal.js";
import type { EndorsementPreviewDto } from "@/lib/policies/endorsement-preview";
import { createEndorsementSchema } from "@/lib/policies/policy-action-schemas";
import type { Actor } from "@/server/auth/actor";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { getAppConfig } from "@/server/settings/get-app-config";
import { lockPolicyFor, policyTransaction, type LockedPolicy } from "./policy-access";
import { priceEndorsement, rateEndorsement, type PricedEndorsement } from "./price-policy-endorsement";

const money = (d: Decimal | { toString(): string } | null) => (d === null ? null : new Decimal(d.toString()).toFixed(2));

/** The preview of a priced cover change, as the API answers it. */
export function endorsementPreviewDto(priced: PricedEndorsement): EndorsementPreviewDto {
  const invoice = priced.invoice?.figures ?? null;
  return {
    changes: priced.terms.lines,
    perils: priced.perils.map((p) => ({
      peril: p.terms.peril,
      limitPerDayBefore: money(p.limitPerDayBefore),
      limitPerDay: money(new Decimal(String(p.terms.limitPerDay)))!,
      premiumBefore: money(p.premiumBefore),
      premium: money(new Decimal(String(p.terms.premium)))!,
      pricing: p.pricing,
    })),
    removedPerils: priced.removed.map((p) => ({ peril: p.peril, premiumBefore: money(p.premiumBefore)! })),
    premiumBefore: money(priced.premiumBefore)!,
    premiumAfter: money(priced.premiumAfter)!,
    premiumChange: money(priced.premiumChange)!,
    feesChange: money(priced.fees.observerChange.plus(priced.fees.lightningChange))!,
    aggregateLimitBefore: money(priced.aggregateLimitBefore)!,
    aggregateLimit: money(priced.aggregateLimit)!,
    invoice: invoice
      ? {
          grossBoundPremium: invoice.grossBoundPremium,
          fees: invoice.fees,
          stateTax: invoice.stateTax,
          stampingFee: invoice.stampingFee,
          municipalityTax: invoice.municipalityTax,
          grossTotal: invoice.grossTotal,
          commission: invoice.commission,
          amountDue: invoice.amountDue,
          lines: invoice.lines,
        }
      : null,
  };
}

/** A wording-only endorsement: the cover and the premium stay, no invoice. */
function unchangedPreview(policy: LockedPolicy): EndorsementPreviewDto {
  const v = policy.quotationVersion;
  const premium = money(policy.premium)!;
  return {
    changes: [],
    perils: v.perils
      .filter((p) => p.selected)
      .map((p) => {
        const limit = money(p.limitPerDay ?? v.limitPerDay ?? 0)!;
        return {
          peril: p.peril,
          limitPerDayBefore: limit,
          limitPerDay: limit,
          premiumBefore: money(p.premium),
          premium: money(p.premium ?? 0)!,
          pricing: "kept" as const,
        };
      }),
    removedPerils: [],
    premiumBefore: premium,
    premiumAfter: premium,
    premiumChange: "0.00",
    feesChange: "0.00",
    aggregateLimitBefore: money(policy.aggregateLimit)!,
    aggregateLimit: money(policy.aggregateLimit)!,
    invoice: null,
  };
}

/**
 * POST /api/policy/{id}/endorsement/preview (underwriter, admin; as creating an endorsement): what
 * the endorsement would do, with the body createPolicyEndorsement takes, checked the same way and
 * priced by the same function (priceEndorsement, D104) — each peril's premium and how it was
 * reached, the premium change and the invoice's figures. Writes nothing: no endorsement, invoice,
 * audit event or email.
 */
export async function previewPolicyEndorsement(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof createEndorsementSchema>,
): Promise<EndorsementPreviewDto> {
  const checked = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "createEndorsement");
    return { policy, body: actionInput(createEndorsementSchema, body) };
  });
  const { changes } = checked.body;
  if (!changes || Object.keys(changes).length === 0) return unchangedPreview(checked.policy);
  const [config, rating] = await Promise.all([getAppConfig(), rateEndorsement(checked.policy, changes)]);
  const priced = await policyTransaction((tx) => priceEndorsement(tx, checked.policy, changes, rating, config));
  return endorsementPreviewDto(priced);
}

import Decimal from "decimal.js";
import { z } from "zod";
import { wireMoney } from "@/lib/api/wire-schemas";
import { PERILS } from "@/lib/rater/perils";
import { coverageChangeLineSchema, invoiceLineSchema } from "./policy-dto";

// The answer of POST /api/policy/{policyId}/endorsement/preview: what issuing the endorsement would
// do, priced by the function the issue itself calls (server/policies/price-policy-endorsement.ts,
// decisions D104), so the figures shown before the confirmation are the figures issued.

export const PERIL_PRICINGS = ["kept", "rater", "scaled", "underwriter"] as const;
export type PerilPricing = (typeof PERIL_PRICINGS)[number];

/** How each way of pricing a peril reads in the preview. */
export const PERIL_PRICING_LABELS: Record<PerilPricing, string> = {
  kept: "Unchanged",
  rater: "Rated on the new terms",
  scaled: "Underwriter's rate on the new limit",
  underwriter: "Underwriter's premium",
};

export const endorsementPreviewSchema = z.object({
  changes: z.array(coverageChangeLineSchema).describe("The schedule of changes the endorsement will print; [] for wording only"),
  perils: z
    .array(
      z.object({
        peril: z.enum(PERILS),
        limitPerDayBefore: wireMoney.nullable().describe("null for a peril the change adds"),
        limitPerDay: wireMoney,
        premiumBefore: wireMoney.nullable().describe("null for a peril the change adds"),
        premium: wireMoney,
        pricing: z
          .enum(PERIL_PRICINGS)
          .describe(
            "kept: terms unchanged, premium kept; rater: the rater's premium for the new terms; scaled: an underwriter's premium × new limit ÷ old limit; underwriter: the premium given in `changes.premiums`",
          ),
      }),
    )
    .describe("The insured perils after the change"),
  removedPerils: z.array(z.object({ peril: z.enum(PERILS), premiumBefore: wireMoney })),
  premiumBefore: wireMoney,
  premiumAfter: wireMoney,
  premiumChange: wireMoney.describe("Additional (+) or return (−) premium"),
  feesChange: wireMoney.describe("Change of the observer and lightning fees"),
  aggregateLimitBefore: wireMoney,
  aggregateLimit: wireMoney,
  invoice: z
    .object({
      grossBoundPremium: wireMoney,
      fees: wireMoney,
      stateTax: wireMoney,
      stampingFee: wireMoney,
      municipalityTax: wireMoney,
      grossTotal: wireMoney,
      commission: wireMoney,
      amountDue: wireMoney.describe("Negative for a credit"),
      lines: z.array(invoiceLineSchema).describe("The lines the invoice will print; amounts signed"),
    })
    .nullable()
    .describe("The ENDORSEMENT invoice the issue will write; null when neither the premium nor a fee changes"),
});
export type EndorsementPreviewDto = z.infer<typeof endorsementPreviewSchema>;

/**
 * Whether an insured peril follows a new limit per day (D47): one without a limit of its own, or
 * whose limit was the policy's limit per day, does; one with a lower limit of its own keeps it.
 * The endorsement applies it (server/policies/endorsed-terms.ts) and its dialog says it in advance.
 */
export function followsLimitPerDay(perilLimit: string | null | undefined, limitPerDay: string): boolean {
  return !perilLimit || new Decimal(perilLimit).equals(new Decimal(limitPerDay));
}

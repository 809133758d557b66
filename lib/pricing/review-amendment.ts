import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import { quotationPrice, type CoverDays, type PricedOption, type PricingTerms, type QuotationPrice } from "./quotation-price";

// The underwriter's review (spec §4, DESIGN.md §6 step 4): premiums after review may be typed for
// any option, and the quotation is never accepted below the minimum premium. One schema, checked by
// the review screen as the underwriter clicks "Amend and accept" (the message under the field) and
// by POST /api/quotation/{id}/review, so both refuse the same amendments with the same words
// (the schema is in review-premiums-schema.ts, which the screen loads when it checks).

export { NO_PREMIUM_MESSAGE, PREMIUM_AFTER_REVIEW_MESSAGE } from "@/lib/quotations/quotation-labels";

/** The quotation as the review prices it: each option's premium now and whether the rater could price it. */
export type ReviewPricing = {
  perils: { peril: PerilName; premium: string | null; quotable: boolean }[];
  cover: CoverDays;
  claimsVerificationSource: ClaimsVerificationSourceName;
  terms: PricingTerms;
};

/** The options that count once the amendments apply: the quotable priced ones, and every amended one. */
export function reviewedOptions(pricing: ReviewPricing, amended: Partial<Record<PerilName, string>>): PricedOption[] {
  return pricing.perils.flatMap((p) => {
    const after = amended[p.peril];
    if (after !== undefined) return [{ peril: p.peril, premium: after }];
    return p.quotable && p.premium !== null ? [{ peril: p.peril, premium: p.premium }] : [];
  });
}

/** The price once the amendments apply (the review screen shows it as the underwriter types). */
export function reviewedPrice(pricing: ReviewPricing, amended: Partial<Record<PerilName, string>>): QuotationPrice {
  return quotationPrice({
    options: reviewedOptions(pricing, amended),
    cover: pricing.cover,
    claimsVerificationSource: pricing.claimsVerificationSource,
    terms: pricing.terms,
  });
}

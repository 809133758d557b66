import { z } from "zod";
import { MESSAGES, positiveMoney } from "@/lib/quotations/quotation-schema";
import { PERILS, type PerilName } from "@/lib/rater/perils";
import { NO_PREMIUM_MESSAGE, PREMIUM_AFTER_REVIEW_MESSAGE } from "@/lib/quotations/quotation-labels";
import { reviewedOptions, reviewedPrice, type ReviewPricing } from "./review-amendment";

/**
 * The premiums after review of an "amend" (or none, for an "accept"), checked against the
 * quotation: each a positive amount with at most 2 decimals, some option priced, and premium and
 * fees together at least the minimum premium (`Calculated Premium is below Minimum Premium`, at
 * the first amended option's field, or at `premiums` when nothing was amended).
 */
export function reviewPremiumsSchema(pricing: ReviewPricing) {
  return z.partialRecord(z.enum(PERILS), positiveMoney(PREMIUM_AFTER_REVIEW_MESSAGE)).superRefine((premiums, ctx) => {
    const amended = premiums as Partial<Record<PerilName, string>>;
    const first = PERILS.find((p) => amended[p] !== undefined);
    const path = first ? [first] : [];
    const options = reviewedOptions(pricing, amended);
    if (options.length === 0) {
      ctx.addIssue({ code: "custom", path, message: NO_PREMIUM_MESSAGE });
      return;
    }
    if (reviewedPrice(pricing, amended).belowMinimumPremium) ctx.addIssue({ code: "custom", path, message: MESSAGES.belowMinimumPremium });
  });
}

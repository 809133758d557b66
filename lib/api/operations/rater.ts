import { defineOperation } from "@/lib/api/operation";
import { pricingTermsSchema } from "@/lib/pricing/price-schemas";
import { pricingTermsQuerySchema } from "@/lib/pricing/pricing-terms-query";
import { rateQuoteResultSchema } from "@/lib/rater/rate-quote-result";
import { rateRequestSchema } from "@/lib/rater/rate-request-schema";
import { thresholdCurvesDtoSchema } from "@/lib/rater/threshold-curve";

export const rateQuote = defineOperation({
  method: "post",
  path: "/api/rater/quote",
  tag: "Rater",
  access: "create Quotation (brokers, underwriters, admins)",
  can: ["create", "Quotation"],
  body: rateRequestSchema,
  response: rateQuoteResultSchema,
  summary: "Rate peril options from historical weather",
  description:
    "Burn cost on the nearest station observing each peril: samples, hits per year, probability, loading, clamping, rate, premium (rate × limit per day × days), fees and the total; `belowMinimumPremium` flags a total under the minimum premium (referral, not raised). Probability and rate are fractions as decimal strings; money has two places.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const rateThresholdCurves = defineOperation({
  method: "post",
  path: "/api/rater/threshold-curve",
  tag: "Rater",
  access: "create Quotation (brokers, underwriters, admins)",
  can: ["create", "Quotation"],
  body: rateRequestSchema,
  response: thresholdCurvesDtoSchema,
  summary: "How the premium moves over a range of thresholds, per chosen peril",
  description:
    "The same body as POST /api/rater/quote. For each chosen peril that has a threshold (rainfall, snowfall, wind speed, maximum and minimum temperature), in the order given, " +
    "the whole request is rated again with only that threshold changed, at the points of the peril's range (lib/rater/perils.ts: at most 20, e.g. rainfall 0.1–2 in by 0.1) and at the chosen threshold. " +
    "Each point gives the threshold, that option's `rate` and `premium` (null when it cannot be priced), `quotable`, and the request's `totalPremium` (fees included): exactly what POST /api/rater/quote answers at that threshold. " +
    "The rater sandbox draws them as a chart.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const getPricingTerms = defineOperation({
  method: "get",
  path: "/api/rater/pricing-terms",
  tag: "Rater",
  access: "create Quotation (brokers, underwriters, admins)",
  can: ["create", "Quotation"],
  query: pricingTermsQuerySchema,
  response: pricingTermsSchema,
  summary: "What prices a quotation besides its options: fee settings, minimum premium and the insured state's taxes",
  description:
    "Query: `insuredState`, `locationState` (USPS codes), `locationCity`, `locationZipCode`, all optional. Answers `weatherWorksFee`, `lightningFee`, `minimumPremium` (money), " +
    "`stateFee` (`state`, `name`, `tax` and `stampingFee` as fractions, `municipalityTax`) of the insured's state, else the location's, or null when neither is known or the state has no row, " +
    "and `municipality` (`rate`, `name`: Kentucky's local government premium tax of the location's city; null outside Kentucky). The wizard prices with it as the applicant and location change, " +
    "with the same function as every price the portal shows (lib/pricing, decisions.md D85). A broker may read these for pricing, though not the state-fee table itself.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const RATER_OPERATIONS = [rateQuote, rateThresholdCurves, getPricingTerms];

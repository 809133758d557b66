import { rateRequestSchema } from "@/lib/rater/rate-request-schema";
import type { ApiOperation } from "@/lib/api/operation";

export const RATER_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/rater/quote",
    tag: "Rater",
    access: "create Quotation (brokers, underwriters, admins)",
    body: rateRequestSchema,
    summary: "Rate peril options from historical weather",
    description:
      "Burn cost on the nearest station observing each peril: samples, hits per year, probability, loading, clamping, rate, premium (rate × limit per day × days), fees and the total; `belowMinimumPremium` flags a total under the minimum premium (referral, not raised). Probability and rate are fractions as decimal strings; money has two places.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
  {
    method: "get",
    path: "/api/rater/pricing-terms",
    tag: "Rater",
    access: "create Quotation (brokers, underwriters, admins)",
    summary: "What prices a quotation besides its options: fee settings, minimum premium and the insured state's taxes",
    description:
      "Query: `insuredState`, `locationState` (USPS codes), `locationCity`, `locationZipCode`, all optional. Answers `weatherWorksFee`, `lightningFee`, `minimumPremium` (money), " +
      "`stateFee` (`state`, `name`, `tax` and `stampingFee` as fractions, `municipalityTax`) of the insured's state, else the location's, or null when neither is known or the state has no row, " +
      "and `municipality` (`rate`, `name`: Kentucky's local government premium tax of the location's city; null outside Kentucky). The wizard prices with it as the applicant and location change, " +
      "with the same function as every price the portal shows (lib/pricing, decisions.md D85). A broker may read these for pricing, though not the state-fee table itself.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
];

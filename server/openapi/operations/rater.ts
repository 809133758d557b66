import { rateRequestSchema } from "@/lib/rater/rate-request-schema";
import type { Operation } from "../operation";

export const RATER_OPERATIONS: Operation[] = [
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
];

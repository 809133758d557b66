import { z } from "zod";
import { US_STATE_CODES } from "@/lib/geo/us-states";

// The query of GET /api/rater/pricing-terms: where the insured and the risk are, which decides the
// state-fee row and Kentucky's local tax of a price (lib/pricing/quotation-price.ts).

const state = z
  .string()
  .trim()
  .toUpperCase()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || US_STATE_CODES.includes(v), "Choose a US state");
const text = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || null);

export const pricingTermsQuerySchema = z.object({
  insuredState: state,
  locationState: state,
  locationCity: text,
  locationZipCode: text,
});
export type PricingTermsQuery = z.output<typeof pricingTermsQuerySchema>;

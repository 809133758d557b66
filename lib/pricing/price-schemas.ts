import { z } from "zod";
import { wireDecimal, wireMoney } from "@/lib/api/wire-schemas";
import type { PriceBreakdown } from "./price-breakdown";
import type { PricingTerms, QuotationPrice } from "./quotation-price";

// The price (decision D85) as the API answers it: the quotation's `current.price` and
// `current.pricingTerms`, the policy's `price`, GET /api/rater/pricing-terms. Decimals are strings.
// The checks at the end make `tsc` fail when a wire shape here stops fitting the type the price
// functions take and give.

const money = wireMoney.describe('Decimal string with two places, e.g. "250.00" (signed where it can be a return)');
const fraction = wireDecimal.describe('Fraction as a decimal string, e.g. "0.048" for 4.8%');

export const priceLineSchema = z.object({ key: z.string(), label: z.string(), amount: money });

/** The price breakdown (lib/pricing/price-breakdown.ts), as the quotation and the policy answer it. */
export const priceBreakdownSchema = z.object({
  premiumLines: z.array(priceLineSchema).describe("Premium per option (key: the peril), or one line for a changed premium"),
  premium: money,
  feeLines: z.array(priceLineSchema).describe("Off-site observer and lightning fees (keys observer, lightning); zero fees left out"),
  fees: money,
  taxState: z.string().nullable().describe("USPS code of the state whose taxes apply; null when unknown"),
  taxLines: z.array(priceLineSchema).describe("State tax, stamping fee (when not zero), Kentucky's local government premium tax"),
  taxes: money.nullable(),
  stateTax: money,
  stampingFee: money,
  municipalityTax: money,
  municipalityTaxRate: fraction.nullable().describe("Null outside Kentucky"),
  premiumAndFees: money.describe("What the minimum premium is compared with"),
  total: money.describe("Premium + fees + taxes: what the insured pays"),
  totalLabel: z.string(),
});

/** The price of a quotation's options that count (lib/pricing/quotation-price.ts `quotationPrice`). */
export const quotationPriceSchema = z.object({
  breakdown: priceBreakdownSchema,
  fees: z
    .object({
      observer: money,
      lightning: money,
      total: money,
      lightningPeriods: z.number().int(),
      observedPerils: z.number().int(),
      eventDays: z.number().int(),
    })
    .describe("How the fees were counted"),
  belowMinimumPremium: z.boolean().describe("Premium and fees below the minimum premium (taxes do not count)"),
});

/** Today's fee settings, minimum premium and the insured state's taxes (`PricingTerms`). */
export const pricingTermsSchema = z.object({
  weatherWorksFee: money.describe("Off-site observer fee per covered day per peril"),
  lightningFee: money.describe("Lightning verification fee per started 72 hours"),
  minimumPremium: money,
  stateFee: z
    .object({
      state: z.string().describe("USPS code"),
      name: z
        .string()
        .optional()
        .describe("The state's name (the portal always sends it; the price functions take it from the list of states when left out)"),
      tax: fraction,
      stampingFee: fraction,
      municipalityTax: z.boolean(),
    })
    .nullable()
    .describe("The state-fee row of the insured's state (the risk's when the insured has none); null when unknown"),
  municipality: z
    .object({ rate: fraction, name: z.string().nullable() })
    .nullable()
    .describe("Kentucky's local government premium tax of the risk location; null outside Kentucky"),
});

// ---------------------------------------------------------------------------------------------
// The wire shapes fit the types the price functions use (and a breakdown computed fits the wire).

type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;
export type PriceSchemaChecks = [
  Assert<Fits<z.infer<typeof priceBreakdownSchema>, PriceBreakdown>>,
  Assert<Fits<PriceBreakdown, z.infer<typeof priceBreakdownSchema>>>,
  Assert<Fits<z.infer<typeof quotationPriceSchema>, QuotationPrice>>,
  Assert<Fits<QuotationPrice, z.infer<typeof quotationPriceSchema>>>,
  Assert<Fits<z.infer<typeof pricingTermsSchema>, PricingTerms>>,
];

/** The pricing terms as the API answers them (decimals as strings); fits `PricingTerms`. */
export type PricingTermsDto = z.infer<typeof pricingTermsSchema>;

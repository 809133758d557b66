import { z } from "zod";
import { PERILS } from "./perils";

// The answer of POST /api/rater/quote (server/rater/rate-quote.ts), also kept in a quotation
// version's `rateResult`. Decimals are strings: money with two places, fractions as decimals.

const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Decimal string with two places, e.g. "250.00"');
const fraction = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe('Fraction as a decimal string, e.g. "0.28" for 28%');

const stationSchema = z.object({
  id: z.string().describe("GHCN station id"),
  name: z.string(),
  distanceMiles: z.number().describe("From the location, one decimal"),
});

export const rateQuoteOptionSchema = z.object({
  peril: z.enum(PERILS),
  threshold: z.string().nullable().describe("US units (in, mph, °F) as a decimal string; null for adverse weather and lightning"),
  limitPerDay: money,
  limit: money.describe("Limit per day × event days"),
  station: stationSchema.nullable().describe("The nearest station observing the peril; null when none is known"),
  years: z.array(z.number().int()).describe("The sampled years, newest first"),
  possibleSamples: z.number().int(),
  samples: z.number().int().describe("Usable samples (days with a value)"),
  hits: z.number().int(),
  hitsByYear: z.array(z.object({ year: z.number().int(), usable: z.number().int(), hits: z.number().int() })),
  probability: fraction.nullable(),
  loading: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .describe("The claims loading factor applied (with a prior loss, the higher one)"),
  unclampedRate: fraction.nullable(),
  clamped: z.enum(["minimum", "maximum"]).nullable(),
  rate: fraction.nullable(),
  premium: money.nullable().describe("Rate × limit; null when the option cannot be priced"),
  quotable: z.boolean(),
  reason: z.string().nullable().describe("Why the option cannot be priced, in words"),
});

export const rateQuoteResultSchema = z.object({
  station: stationSchema.nullable().describe("The first option's station"),
  location: z.object({ zipCode: z.string(), city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() }),
  eventDays: z.number().int(),
  sampleWindow: z.object({ years: z.number().int(), daysPrior: z.number().int(), daysAfter: z.number().int() }),
  minimumRate: fraction,
  maximumRate: fraction,
  options: z.array(rateQuoteOptionSchema),
  fees: z.object({
    observer: money,
    lightning: money,
    lightningPeriods: z.number().int(),
    coveredHours: z.number(),
    total: money,
  }),
  optionsPremium: money,
  totalPremium: money,
  minimumPremium: money,
  belowMinimumPremium: z.boolean().describe("The total is under the minimum premium (a referral, not raised)"),
});

export type RateQuoteOption = z.infer<typeof rateQuoteOptionSchema>;
export type RateQuoteResultDto = z.infer<typeof rateQuoteResultSchema>;

import { z } from "zod";
import { wireDecimal, wireMoment, wireMoney } from "@/lib/api/wire-schemas";

/** GET and PATCH /api/config: the app options and the rater configuration. Money in dollars, rates as fractions. */
export const appConfigDtoSchema = z.object({
  maintenanceMode: z.boolean(),
  maintenanceModeMessage: z.string(),
  minimumPremium: wireMoney,
  maximumLimitPerDay: wireMoney,
  maximumLimit: wireMoney,
  clf: wireDecimal.describe("Claims loading factor"),
  clfWithClaim: wireDecimal.describe("Claims loading factor when the insured had a claim"),
  weatherWorksFee: wireMoney,
  lightningFee: wireMoney,
  raterTimeSpanInYears: z.number().int(),
  raterTimeSpanInDaysPrior: z.number().int(),
  raterTimeSpanInDaysAfter: z.number().int(),
  maximumEventDays: z.number().int(),
  maximumRate: wireDecimal.describe("A fraction (0.25 is 25%)"),
  minimumRate: wireDecimal.describe("A fraction (0.02 is 2%)"),
  maximumStationDistanceMiles: z.number().int(),
  quotationExpiryDays: z.number().int(),
  invoicePaymentDays: z.number().int().describe("Days from an invoice's issue to its due date (a credit note's settlement date)"),
  invoicePaymentTerms: z.string().describe("Printed on every invoice as entered; may hold line breaks"),
  invoiceRemittanceDetails: z
    .string()
    .describe("How to pay, printed on every invoice as entered; may hold line breaks; empty prints nothing"),
  creditNoteSettlement: z.string().describe("How a credit note's amount is returned, printed on every credit note (one line)"),
  updatedAt: wireMoment,
});

export type AppConfigDto = z.infer<typeof appConfigDtoSchema>;

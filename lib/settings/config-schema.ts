import { multiLineText, singleLineText } from "@/lib/api/text";
import { z } from "zod";
import { numberInput } from "./number-input";

// App options (spec §3 "Rater config"). Money is entered in whole dollars; rates and loadings are
// fractions (0.02 is 2%) and shown as percent with two decimals.

// Numbers come through numberInput (one reading of numbers for the settings): a JSON number or a
// numeric string. Unlike z.coerce.number(), null, "", [], {} and true are refused instead of being
// read as 0 or 1 and stored.
const money = (label: string) =>
  numberInput(label).pipe(z.number().min(0, `${label} cannot be negative`).max(1e11, `${label} is too large`));
const positiveMoney = (label: string) => money(label).refine((v) => v > 0, `${label} must be greater than 0`);
const fraction = (label: string) =>
  numberInput(label).pipe(z.number().min(0, `${label} cannot be negative`).max(1, `${label} cannot exceed 100%`));
const wholeNumber = (label: string, min: number, max: number) =>
  numberInput(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
const loading = (label: string) =>
  numberInput(label).pipe(z.number().min(0.1, `${label} must be at least 0.1`).max(20, `${label} must be at most 20`));

// Texts printed on documents: trimmed, at most `max` characters (and MAX_TEXT_LINES lines), on top
// of the shared text rules of lib/api/text.ts (D107). Several-line text also refuses a tab: the
// PDFs' fonts cannot draw it.
/** Lines a several-line text may have, so that its box on an invoice always fits on one page. */
const MAX_TEXT_LINES = 20;
const oneLineText = (label: string, max: number) =>
  singleLineText(z.string({ error: `${label} must be text` }).trim()).max(max, `${label} must have at most ${max} characters`);
const printedText = (label: string, max: number) =>
  multiLineText(z.string({ error: `${label} must be text` }).trim())
    .max(max, `${label} must have at most ${max} characters`)
    .refine((v) => !v.includes("\t"), `${label} must not contain tabs`)
    .refine((v) => v.split("\n").length <= MAX_TEXT_LINES, `${label} can have at most ${MAX_TEXT_LINES} lines`);

export const INVOICE_TEXT_LIMITS = { invoicePaymentTerms: 2000, invoiceRemittanceDetails: 2000, creditNoteSettlement: 500 } as const;

export const appConfigFields = {
  maintenanceMode: z.boolean(),
  maintenanceModeMessage: multiLineText(z.string().trim()).max(500, "The message must have at most 500 characters"),
  minimumPremium: money("Minimum premium"),
  maximumLimitPerDay: positiveMoney("Maximum limit per day"),
  maximumLimit: positiveMoney("Maximum limit"),
  clf: loading("CLF"),
  clfWithClaim: loading("CLF with claim"),
  weatherWorksFee: money("Weather Works fee"),
  lightningFee: money("Lightning fee"),
  raterTimeSpanInYears: wholeNumber("Time span in years", 1, 100),
  raterTimeSpanInDaysPrior: wholeNumber("Days prior", 0, 60),
  raterTimeSpanInDaysAfter: wholeNumber("Days after", 0, 60),
  maximumEventDays: wholeNumber("Maximum event days", 1, 366),
  maximumRate: fraction("Maximum rate"),
  minimumRate: fraction("Minimum rate"),
  maximumStationDistanceMiles: wholeNumber("Maximum station distance", 1, 500),
  quotationExpiryDays: wholeNumber("Quotation expiry days", 1, 365),
  invoicePaymentDays: wholeNumber("Payment days", 0, 365),
  invoicePaymentTerms: printedText("Payment terms", INVOICE_TEXT_LIMITS.invoicePaymentTerms),
  invoiceRemittanceDetails: printedText("Remittance details", INVOICE_TEXT_LIMITS.invoiceRemittanceDetails),
  creditNoteSettlement: oneLineText("How the credit is returned", INVOICE_TEXT_LIMITS.creditNoteSettlement),
};

export const appConfigPatchSchema = z
  .object(appConfigFields)
  .partial()
  .strict()
  .refine((v) => v.minimumRate === undefined || v.maximumRate === undefined || v.minimumRate <= v.maximumRate, {
    message: "Minimum rate cannot be above maximum rate",
    path: ["minimumRate"],
  });

export type AppConfigPatch = z.infer<typeof appConfigPatchSchema>;

export const maintenanceModeSchema = z.object({
  maintenanceMode: appConfigFields.maintenanceMode,
  maintenanceModeMessage: appConfigFields.maintenanceModeMessage,
});

/** The invoice settings form (Settings › Invoices): the payment days as typed, the texts as entered. */
export const invoiceSettingsSchema = z.object({
  invoicePaymentDays: appConfigFields.invoicePaymentDays,
  invoicePaymentTerms: appConfigFields.invoicePaymentTerms,
  invoiceRemittanceDetails: appConfigFields.invoiceRemittanceDetails,
  creditNoteSettlement: appConfigFields.creditNoteSettlement,
});

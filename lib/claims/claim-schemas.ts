import { z } from "zod";
import { PERILS } from "@/lib/rater/perils";
import { requiredDate, requiredLongText, requiredText } from "@/lib/quotations/quotation-schema";

// The bodies of the claim calls (docs/claims.md), shared by the use cases in server/claims and the
// dialogs of the claim pages, with the messages a user sees under the fields.

export const CLAIM_MESSAGES = {
  notCoveredDay: (day: string, covered: string) => `${day} is not a covered day of this policy (covered days: ${covered})`,
  notYetDue: (day: string) => `${day} has not happened yet: a loss can be notified from the covered day on`,
  perilNotInsured: (peril: string) => `${peril} is not an insured peril of this policy`,
  duplicateDate: "Each loss date once",
  nothingToApprove: "The record shows no insured peril reached its threshold: decline the claim with the reason",
  paidBeforeApproval: (approvedOn: string) => `The payment date cannot be before the claim was approved (${approvedOn})`,
  paidInFuture: "The payment date cannot be in the future",
  noObserverPerils:
    "This policy's perils are verified by the weather station: its observations come from the station record, not from an observer report",
  reportFileRequired: "Attach the observer's report",
  observationsRequired: "Give the observations of at least one day",
} as const;

/** At most one year of days in one call; a day's values in the units of the weather folder's daily files. */
export const MAX_OBSERVATION_DAYS = 366 * 200;

const measurement = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((v) => (v === undefined ? null : v));

/**
 * One station-day in the columns and units of the weather folder's daily files: precipitation and
 * snowfall in mm, temperatures in °C, wind in m/s, wt03 1 when thunder was observed. A missing
 * value is null or left out.
 */
export const dailyObservationSchema = z.strictObject({
  date: requiredDate,
  prcp_mm: measurement("prcp_mm", 0, 2000),
  snow_mm: measurement("snow_mm", 0, 5000),
  tmax_c: measurement("tmax_c", -90, 65),
  tmin_c: measurement("tmin_c", -90, 65),
  awnd_ms: measurement("awnd_ms", 0, 150),
  wsf2_ms: measurement("wsf2_ms", 0, 150),
  wt03: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: "wt03 must be 1 (thunder observed), 0 or left out" })
    .nullish()
    .transform((v) => (v === undefined || v === null ? null : v === true || v === 1)),
});
export type DailyObservationInput = z.output<typeof dailyObservationSchema>;

const observationList = z
  .array(dailyObservationSchema, { error: CLAIM_MESSAGES.observationsRequired })
  .min(1, CLAIM_MESSAGES.observationsRequired)
  .max(MAX_OBSERVATION_DAYS, `At most ${MAX_OBSERVATION_DAYS} days in one call`)
  .superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((day, i) => {
      if (seen.has(day.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: `${day.date} is given twice` });
      seen.add(day.date);
    });
  });

/** POST /api/weather/observations */
export const weatherObservationsSchema = z.strictObject({
  stationId: requiredText(60),
  observations: observationList,
});
export type WeatherObservationsInput = z.output<typeof weatherObservationsSchema>;

/** POST /api/policy/{policyId}/loss-notice (JSON, or the fields of a multipart form with attachments). */
export const lossNoticeSchema = z.strictObject({
  lossDates: z
    .array(requiredDate, { error: "Give the loss dates" })
    .min(1, "Give at least one loss date")
    .max(60, "At most 60 loss dates")
    .refine((days) => new Set(days).size === days.length, CLAIM_MESSAGES.duplicateDate),
  perils: z
    .array(z.enum(PERILS, { error: "Choose an insured peril" }))
    .max(PERILS.length)
    .nullish()
    .transform((v) => v ?? []),
  description: requiredLongText(5000),
});
export type LossNoticeInput = z.output<typeof lossNoticeSchema>;

/** POST /api/claim/{claimId}/approve: no fields (the body may be left out). */
export const approveClaimSchema = z.strictObject({});

/** POST /api/claim/{claimId}/decline */
export const declineClaimSchema = z.strictObject({ reason: requiredLongText(2000) });

/** POST /api/claim/{claimId}/payment */
export const claimPaymentSchema = z.strictObject({
  paidAt: requiredDate,
  reference: requiredText(100),
});

/** POST /api/claim/{claimId}/observer-report: the `values` field of the multipart form, as JSON. */
export const observerReportValuesSchema = z.strictObject({ observations: observationList });

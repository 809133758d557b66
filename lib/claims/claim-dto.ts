import { z } from "zod";
import { namedRecord, wireDate, wireDecimal, wireMoment, wireMoney } from "@/lib/api/wire-schemas";
import { PERILS } from "@/lib/rater/perils";
import { CLAIM_ACTION_NAMES, CLAIM_STATUSES } from "./claim-actions";

// The wire shape of the claim calls (docs/claims.md): money as decimal strings with two places,
// calendar days as YYYY-MM-DD, moments as UTC ISO strings.

export const DETERMINATION_RESULTS = ["TRIGGERED", "NOT_TRIGGERED", "NO_DATA"] as const;
export type DeterminationResultName = (typeof DETERMINATION_RESULTS)[number];
export const DETERMINATION_RESULT_LABELS: Record<DeterminationResultName, string> = {
  TRIGGERED: "Triggered",
  NOT_TRIGGERED: "Not triggered",
  NO_DATA: "No data",
};

export const DETERMINATION_SOURCES = ["STATION", "OFFSITE_OBSERVER", "ONSITE_OBSERVER", "LIGHTNING_REPORT"] as const;
export type DeterminationSourceName = (typeof DETERMINATION_SOURCES)[number];
export const DETERMINATION_SOURCE_LABELS: Record<DeterminationSourceName, string> = {
  STATION: "Weather station",
  OFFSITE_OBSERVER: "Off-site independent observer",
  ONSITE_OBSERVER: "On-site independent observer",
  LIGHTNING_REPORT: "Lightning report",
};

export const CLAIM_ORIGINS = ["AUTOMATIC", "LOSS_NOTICE"] as const;
export const CLAIM_ORIGIN_LABELS: Record<(typeof CLAIM_ORIGINS)[number], string> = {
  AUTOMATIC: "Opened from the weather record",
  LOSS_NOTICE: "Loss notice",
};

/** One insured peril on one covered day. */
export const lossDaySchema = z.object({
  date: wireDate,
  peril: z.enum(PERILS),
  observed: wireDecimal.nullable().describe("The observed value in the threshold's unit (null: lightning, adverse weather, no data)"),
  threshold: wireDecimal.nullable(),
  unit: z.string().nullable().describe('"in", "mph" or "°F"; null for lightning and adverse weather'),
  detail: z.string().nullable().describe('What was observed, in words ("0.62 in", "Thunder reported")'),
  result: z.enum(DETERMINATION_RESULTS),
  source: z.enum(DETERMINATION_SOURCES),
  station: z.object({ id: z.string(), name: z.string() }).nullable().describe("The station whose record settled it (source STATION)"),
  limitPerDay: wireMoney,
  determinedAt: wireMoment.nullable(),
});
export type LossDayDto = z.infer<typeof lossDaySchema>;

export const claimFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["LOSS_NOTICE", "OBSERVER_REPORT", "LIGHTNING_REPORT"]),
  fileName: z.string(),
  href: z.string().describe("Download link (signed in)"),
  createdAt: wireMoment,
});

export const claimDetailsSchema = z.object({
  id: z.number().int(),
  claimNumber: z.string(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  insuredName: z.string(),
  kind: z.enum(["EVENT", "PROMOTION"]),
  itemName: z.string(),
  brokerCompany: namedRecord,
  status: z.enum(CLAIM_STATUSES),
  origin: z.enum(CLAIM_ORIGINS),
  lossDays: z.array(lossDaySchema),
  dayAmounts: z.array(z.object({ date: wireDate, amount: wireMoney, perils: z.array(z.enum(PERILS)) })),
  grossAmount: wireMoney.nullable(),
  deductible: wireMoney.describe("The policy's deductible"),
  deductibleApplied: wireMoney.nullable(),
  aggregateLimit: wireMoney,
  aggregateRemaining: wireMoney.nullable(),
  amount: wireMoney.nullable().describe("What the claim pays; null until determined"),
  notice: z
    .object({ dates: z.array(wireDate), perils: z.array(z.enum(PERILS)), description: z.string() })
    .nullable()
    .describe("The broker's loss notice, when the claim came from one"),
  declineReason: z.string().nullable(),
  paidAt: wireDate.nullable(),
  paymentReference: z.string().nullable(),
  paidAmount: wireMoney.nullable(),
  determinedAt: wireMoment.nullable(),
  decidedAt: wireMoment.nullable(),
  files: z.array(claimFileSchema),
  letterHref: z.string().nullable().describe("The determination letter (PDF), once determined"),
  actions: z.array(z.enum(CLAIM_ACTION_NAMES)).describe("What the caller may do now"),
  createdAt: wireMoment,
});
export type ClaimDetailsDto = z.infer<typeof claimDetailsSchema>;

export const claimListItemSchema = z.object({
  id: z.number().int(),
  claimNumber: z.string(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  insuredName: z.string(),
  brokerCompany: namedRecord,
  status: z.enum(CLAIM_STATUSES),
  origin: z.enum(CLAIM_ORIGINS),
  firstLossDate: wireDate.nullable(),
  amount: wireMoney.nullable(),
  paidAmount: wireMoney.nullable(),
  createdAt: wireMoment,
});
export type ClaimListItemDto = z.infer<typeof claimListItemSchema>;

/** POST /api/weather/observations answer. */
export const observationsSavedSchema = z.object({
  stationId: z.string(),
  saved: z.number().int().describe("Days written (new or replaced)"),
  from: wireDate,
  until: wireDate,
  determinations: z.number().int().describe("Loss determinations written for covered days of policies verified at this station"),
});

/** A covered day still without data ten days after it was due (the underwriters' list, /claim/days-without-data). */
export type DayWithoutDataDto = {
  policyId: number;
  policyNumber: string;
  insuredName: string;
  date: string;
  perils: string[];
  sources: string[];
  stationIds: string[];
  /** The stations of those perils, named as people read them. */
  stations: { id: string; name: string }[];
  claimId: number | null;
};

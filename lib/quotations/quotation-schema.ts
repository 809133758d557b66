import { multiLineProblem, multiLineText, singleLineProblem, singleLineText } from "@/lib/api/text";
import Decimal from "decimal.js";
import { z } from "zod";
import { parseRecordId, recordId } from "@/lib/api/record-id";
import { REQUIRED } from "@/lib/auth/schemas";
import { US_STATE_CODES } from "@/lib/geo/us-states";
import { CLAIMS_VERIFICATION_SOURCES, PERILS, type PerilName } from "@/lib/rater/perils";
import {
  DOCUMENT_TYPES,
  EVENT_TYPES,
  MAX_COVERAGE_DAYS,
  MAX_LIMIT_PER_DAY,
  MAX_MONEY,
  MESSAGE_LIMIT_TOO_LARGE,
  MESSAGES,
  OFFER_KINDS,
  PERILS_WITH_THRESHOLD,
  PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD,
  WIZARD_STEPS,
  decimalPlaces,
  isNegative,
  isValidIsoDate,
  moneyAmount,
  normaliseDecimal,
  perilChoiceProblems,
  toCents,
  todayIso,
  type OfferKindName,
  type WizardStepKey,
} from "./quotation-labels";

export * from "./quotation-labels";

// The quotation wizard (spec §2, §5, DESIGN.md §5): one set of schemas for the browser form and the
// API. The form keeps every input as a string; the schemas check a step at a time (so that the
// wizard can stop on the step with the mistake) and turn the values into the normalised input of
// the use cases: decimal strings with two places, ISO dates, booleans.

// ---------------------------------------------------------------------------------------------
// Field primitives

/** One line of text (names, addresses, titles): no line breaks or control characters (D107). */
const text = (max = 200) => singleLineText(z.string({ error: REQUIRED }).trim().max(max, `At most ${max} characters`));
export const requiredText = (max = 200) => text(max).min(1, { error: REQUIRED, abort: true });
/** Text of several lines (reasons, notes, wordings): line breaks and tabs, no other control characters (D107). */
export const requiredLongText = (max = 2000) =>
  multiLineText(z.string({ error: REQUIRED }).trim().max(max, `At most ${max} characters`)).min(1, { error: REQUIRED, abort: true });
const optionalText = (max = 2000) =>
  multiLineText(z.string().trim().max(max, `At most ${max} characters`))
    .nullish()
    .transform((v) => v || null);

export const requiredDate = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .refine(isValidIsoDate, MESSAGES.validDate);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const requiredTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(HH_MM, "Enter a time as hh:mm");

/** Money greater than 0 ("Limit must be greater than 0" for limits), at most two decimals. */
export const positiveMoney = (
  message: string,
  max: { value: number; message: string } = { value: MAX_MONEY, message: "The amount is too large" },
) =>
  z.union([z.string(), z.number()], { error: REQUIRED }).transform((v, ctx) => {
    const checked = moneyAmount(v, message, { max });
    if (checked.problem === undefined) return checked.amount;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  });

const nonNegativeMoney = (message: string) =>
  z.union([z.string(), z.number()], { error: REQUIRED }).transform((v, ctx) => {
    const checked = moneyAmount(v, message, { zero: true });
    if (checked.problem === undefined) return checked.amount;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  });

export const limitMoney = () => positiveMoney(MESSAGES.limit, { value: Number(MAX_LIMIT_PER_DAY), message: MESSAGE_LIMIT_TOO_LARGE });

const stateCode = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .refine((v) => US_STATE_CODES.includes(v), "Choose a US state");
const zipCode = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(/^\d{5}$/, MESSAGES.zipCode);
const optionalEmail = z
  .preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim().toLowerCase().max(254))
  .refine((v) => v === "" || z.email().safeParse(v).success, MESSAGES.validEmail)
  .transform((v) => v || null);

export const addressSchema = z.object({ street: requiredText(200), city: requiredText(100), state: stateCode, zipCode });

// ---------------------------------------------------------------------------------------------
// The steps

export const brokerStepSchema = z.object({
  brokerUserId: z.union([z.string(), z.number()], { error: REQUIRED }).transform((v, ctx) => {
    const n = parseRecordId(v);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: REQUIRED });
      return z.NEVER;
    }
    return n;
  }),
});

export const applicantSchema = addressSchema.extend({ name: requiredText(200), email: optionalEmail });
export const applicantStepSchema = z.object({ applicant: applicantSchema });

export const offerStepSchema = z.object({
  kind: z.enum(OFFER_KINDS, { error: REQUIRED }),
});

const daysBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const eventSchema = z
  .object({
    name: requiredText(200),
    type: z.enum(EVENT_TYPES, { error: MESSAGES.eventType }),
    dateFrom: requiredDate,
    dateUntil: requiredDate,
    hoursFrom: requiredTime,
    hoursTo: requiredTime,
  })
  .superRefine((e, ctx) => {
    if (e.hoursFrom >= e.hoursTo) ctx.addIssue({ code: "custom", path: ["hoursTo"], message: MESSAGES.timeRange });
    const validFrom = isValidIsoDate(e.dateFrom);
    const validUntil = isValidIsoDate(e.dateUntil);
    if (validFrom && e.dateFrom < todayIso()) ctx.addIssue({ code: "custom", path: ["dateFrom"], message: MESSAGES.pastDate });
    if (!validFrom || !validUntil) return;
    if (e.dateUntil < e.dateFrom) ctx.addIssue({ code: "custom", path: ["dateUntil"], message: MESSAGES.dateOrder });
    else if (daysBetween(e.dateFrom, e.dateUntil) + 1 > MAX_COVERAGE_DAYS)
      ctx.addIssue({ code: "custom", path: ["dateUntil"], message: MESSAGES.tooLong });
  });

export const promotionSchema = z
  .object({
    name: requiredText(200),
    periodFrom: requiredDate,
    periodUntil: requiredDate,
    promotionDate: requiredDate,
    finalEstimatedSales: positiveMoney("Final estimated sales must be greater than 0"),
  })
  .superRefine((p, ctx) => {
    if (isValidIsoDate(p.periodFrom) && isValidIsoDate(p.periodUntil) && p.periodUntil < p.periodFrom) {
      ctx.addIssue({ code: "custom", path: ["periodUntil"], message: MESSAGES.dateOrder });
    }
    if (!isValidIsoDate(p.promotionDate)) return;
    if (p.promotionDate < todayIso()) ctx.addIssue({ code: "custom", path: ["promotionDate"], message: MESSAGES.pastDate });
    else if (isValidIsoDate(p.periodUntil) && daysBetween(p.periodUntil, p.promotionDate) < PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD) {
      ctx.addIssue({ code: "custom", path: ["promotionDate"], message: MESSAGES.promotionDate });
    }
  });

/** Step 4 depends on the offer chosen in step 3. */
export const itemStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("EVENT"), event: eventSchema }),
  z.object({ kind: z.literal("PROMOTION"), promotion: promotionSchema }),
]);

export const detailsStepSchema = z.object({
  location: addressSchema.extend({ name: requiredText(200) }),
  limitPerDay: limitMoney(),
  deductible: nonNegativeMoney(MESSAGES.deductible),
});

export const perilsStepSchema = z.object({
  perils: z
    .array(z.enum(PERILS, { error: "Unknown peril" }), { error: MESSAGES.atLeastOnePeril })
    .min(1, MESSAGES.atLeastOnePeril)
    .superRefine((perils, ctx) => {
      for (const message of perilChoiceProblems(perils)) ctx.addIssue({ code: "custom", message });
    }),
});

const thresholdValue = z.union([z.string(), z.number()]).optional().nullable();
export const coverageOptionSchema = z.object({
  threshold: thresholdValue,
  limitPerDay: limitMoney(),
});

export const coverageStepSchema = z.object({
  coverage: z
    .record(z.string(), z.object({ threshold: thresholdValue, limitPerDay: z.union([z.string(), z.number()]).optional().nullable() }))
    .default({}),
  claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES, { error: REQUIRED }),
});

export const lossHistoryStepSchema = z
  .object({
    priorLoss: z.union([z.boolean(), z.enum(["yes", "no"])], { error: REQUIRED }).transform((v) => v === true || v === "yes"),
    priorLossDetails: optionalText(2000),
    declarationAccepted: z.boolean({ error: MESSAGES.declaration }).refine((v) => v, MESSAGES.declaration),
  })
  .superRefine((v, ctx) => {
    if (v.priorLoss && !v.priorLossDetails)
      ctx.addIssue({ code: "custom", path: ["priorLossDetails"], message: MESSAGES.priorLossDetails });
  });

// ---------------------------------------------------------------------------------------------
// Per-peril coverage, checked against the chosen perils

export type CoverageOption = { peril: PerilName; threshold: string | null; limitPerDay: string };

const THRESHOLD_RANGE: Partial<Record<PerilName, [number, number]>> = {
  rainfall: [0, 40],
  snowfall: [0, 100],
  windSpeed: [0, 200],
  maximumTemperature: [-60, 135],
  minimumTemperature: [-80, 110],
};

/** Checks the coverage of each chosen peril; issues carry paths like coverage.rainfall.threshold. */
export function checkCoverage(
  perils: readonly PerilName[],
  coverage: Record<string, { threshold?: unknown; limitPerDay?: unknown } | undefined>,
  limitPerDay: string | null,
): { options: CoverageOption[]; issues: { path: (string | number)[]; message: string }[] } {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const options: CoverageOption[] = [];
  for (const peril of PERILS.filter((p) => perils.includes(p))) {
    const entry = coverage[peril] ?? {};
    let threshold: string | null = null;
    if (PERILS_WITH_THRESHOLD.includes(peril)) {
      const raw = entry.threshold;
      if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
        issues.push({ path: ["coverage", peril, "threshold"], message: REQUIRED });
      } else {
        const d = normaliseDecimal(raw);
        const [min, max] = THRESHOLD_RANGE[peril]!;
        if (d === null) issues.push({ path: ["coverage", peril, "threshold"], message: MESSAGES.threshold });
        else if (decimalPlaces(d) > 3)
          issues.push({ path: ["coverage", peril, "threshold"], message: "Threshold can have at most 3 decimals" });
        else if ((peril === "rainfall" || peril === "snowfall" || peril === "windSpeed") && Number(d) <= 0) {
          issues.push({ path: ["coverage", peril, "threshold"], message: MESSAGES.thresholdPositive });
        } else if (Number(d) < min || Number(d) > max) {
          issues.push({ path: ["coverage", peril, "threshold"], message: `Threshold must be between ${min} and ${max}` });
        } else threshold = d;
      }
    }
    const limit = coverageOptionSchema.shape.limitPerDay.safeParse(entry.limitPerDay ?? "");
    if (!limit.success) {
      issues.push({ path: ["coverage", peril, "limitPerDay"], message: limit.error.issues[0]?.message ?? MESSAGES.limit });
    } else if (limitPerDay && new Decimal(limit.data).gt(limitPerDay)) {
      issues.push({ path: ["coverage", peril, "limitPerDay"], message: MESSAGES.perilLimitAboveDaily });
    }
    if (limit.success) options.push({ peril, threshold, limitPerDay: limit.data });
  }
  return { options, issues };
}

// ---------------------------------------------------------------------------------------------
// The form's values and the whole-quotation check

const formText = z.string();
const formAddress = { street: formText, city: formText, state: formText, zipCode: formText };

/**
 * The form's values: every input as the user typed it (strings), as the browser keeps them and as
 * the quotation's answer gives them back (`form`: drafts, revise and copy start from it).
 */
export const quotationFormValuesSchema = z.object({
  brokerUserId: formText,
  applicant: z.object({ name: formText, email: formText, ...formAddress }),
  kind: z.enum([...OFFER_KINDS, ""]),
  event: z.object({ name: formText, type: formText, dateFrom: formText, dateUntil: formText, hoursFrom: formText, hoursTo: formText }),
  promotion: z.object({
    name: formText,
    periodFrom: formText,
    periodUntil: formText,
    promotionDate: formText,
    finalEstimatedSales: formText,
  }),
  location: z.object({ name: formText, ...formAddress }),
  limitPerDay: formText,
  deductible: formText,
  perils: z.array(z.enum(PERILS)),
  coverage: z.partialRecord(z.enum(PERILS), z.object({ threshold: formText, limitPerDay: formText })),
  claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES),
  priorLoss: z.enum(["", "yes", "no"]),
  priorLossDetails: formText,
  declarationAccepted: z.boolean(),
});
export type QuotationFormValues = z.infer<typeof quotationFormValuesSchema>;

export const EMPTY_QUOTATION_FORM: QuotationFormValues = {
  brokerUserId: "",
  applicant: { name: "", email: "", street: "", city: "", state: "", zipCode: "" },
  kind: "",
  event: { name: "", type: "", dateFrom: "", dateUntil: "", hoursFrom: "", hoursTo: "" },
  promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
  location: { name: "", street: "", city: "", state: "", zipCode: "" },
  limitPerDay: "",
  deductible: "0",
  perils: [],
  coverage: {},
  claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  priorLoss: "",
  priorLossDetails: "",
  declarationAccepted: false,
};

/** What the use cases receive once every step passes. */
export type QuotationInput = {
  brokerUserId: number;
  applicant: z.output<typeof applicantSchema>;
  kind: OfferKindName;
  event: z.output<typeof eventSchema> | null;
  promotion: z.output<typeof promotionSchema> | null;
  location: z.output<typeof detailsStepSchema>["location"];
  limitPerDay: string;
  deductible: string;
  options: CoverageOption[];
  claimsVerificationSource: (typeof CLAIMS_VERIFICATION_SOURCES)[number];
  priorLoss: boolean;
  priorLossDetails: string | null;
  declarationAccepted: true;
};

export type StepIssue = { path: string; message: string };

const issuesOf = (error: z.ZodError, prefix: (string | number)[] = []): StepIssue[] =>
  error.issues.map((i) => ({ path: [...prefix, ...i.path].map(String).join("."), message: i.message }));

/** Validates one wizard step against all the values (later steps may depend on earlier ones). */
export function validateStep(step: WizardStepKey, values: unknown): StepIssue[] {
  const v = (values ?? {}) as Record<string, unknown>;
  switch (step) {
    case "broker": {
      const r = brokerStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
    case "applicant": {
      const r = applicantStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
    case "offer": {
      const r = offerStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
    case "item": {
      if (v.kind !== "EVENT" && v.kind !== "PROMOTION") return [{ path: "kind", message: REQUIRED }];
      const r = itemStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
    case "details": {
      const r = detailsStepSchema.safeParse(v);
      const issues = r.success ? [] : issuesOf(r.error);
      if (r.success && v.kind === "PROMOTION") {
        const sales = normaliseDecimal((v.promotion as Record<string, unknown> | undefined)?.finalEstimatedSales);
        if (sales && new Decimal(r.data.limitPerDay).times(2).lt(sales))
          issues.push({ path: "limitPerDay", message: MESSAGES.depositLimit });
      }
      return issues;
    }
    case "perils": {
      const r = perilsStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
    case "coverage": {
      const r = coverageStepSchema.safeParse(v);
      const issues = r.success ? [] : issuesOf(r.error);
      const perils = Array.isArray(v.perils) ? (v.perils as PerilName[]) : [];
      const limit = normaliseDecimal(v.limitPerDay);
      const checked = checkCoverage(
        perils,
        (v.coverage ?? {}) as Record<string, { threshold?: unknown; limitPerDay?: unknown }>,
        limit ? toCents(limit) : null,
      );
      return [...issues, ...checked.issues.map((i) => ({ path: i.path.join("."), message: i.message }))];
    }
    case "lossHistory": {
      const r = lossHistoryStepSchema.safeParse(v);
      return r.success ? [] : issuesOf(r.error);
    }
  }
}

/** Every step, in order; the input of submit and revise. */
export function parseQuotation(values: unknown): { data: QuotationInput; issues: [] } | { data: null; issues: StepIssue[] } {
  const issues = WIZARD_STEPS.flatMap((s) => validateStep(s.key, values));
  if (issues.length > 0) return { data: null, issues };
  const v = values as Record<string, unknown>;
  const broker = brokerStepSchema.parse(v);
  const item = itemStepSchema.parse(v);
  const details = detailsStepSchema.parse(v);
  const perils = perilsStepSchema.parse(v);
  const coverage = coverageStepSchema.parse(v);
  const loss = lossHistoryStepSchema.parse(v);
  return {
    issues: [],
    data: {
      brokerUserId: broker.brokerUserId,
      applicant: applicantStepSchema.parse(v).applicant,
      kind: item.kind,
      event: item.kind === "EVENT" ? item.event : null,
      promotion: item.kind === "PROMOTION" ? item.promotion : null,
      location: details.location,
      limitPerDay: details.limitPerDay,
      deductible: details.deductible,
      options: checkCoverage(perils.perils, coverage.coverage, details.limitPerDay).options,
      claimsVerificationSource: coverage.claimsVerificationSource,
      priorLoss: loss.priorLoss,
      priorLossDetails: loss.priorLoss ? loss.priorLossDetails : null,
      declarationAccepted: true,
    },
  };
}

/**
 * The body of submit and revise: the wizard's values, checked as the wizard checks them
 * (parseQuotation: every step, all issues at once at the wizard's paths), turned into the use
 * cases' input.
 */
export const quotationSubmissionSchema = z
  .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "The request body must be an object")
  .transform((values, ctx): QuotationInput => {
    const parsed = parseQuotation(values);
    if (parsed.data) return parsed.data;
    for (const issue of parsed.issues)
      ctx.addIssue({ code: "custom", path: issue.path ? issue.path.split(".") : [], message: issue.message });
    return z.NEVER;
  });

/**
 * A saved draft (status NEW): any subset of the form's values plus the step the user is on. Each
 * given value is kept as typed where its type allows (dates must be real dates or empty), so a
 * broker can leave mid-way and come back.
 */
export const quotationDraftSchema = z
  .object({
    wizardStep: z.coerce
      .number()
      .int()
      .min(0)
      .max(WIZARD_STEPS.length - 1)
      .optional(),
    copiedFromId: recordId("copiedFromId must be a positive whole number").optional(),
  })
  .passthrough()
  .superRefine((values, ctx) => {
    // Amounts a draft keeps must be amounts the portal could submit: a negative or oversized value
    // (or one in exponent or hex notation) is refused with its message rather than stored as typed
    // or dropped silently (decision D66).
    const check = (value: unknown, path: (string | number)[], negative: string, max: { value: number; message: string }) => {
      const problem = draftAmountProblem(value, negative, max);
      if (problem) ctx.addIssue({ code: "custom", path, message: problem });
    };
    const limitMax = { value: Number(MAX_LIMIT_PER_DAY), message: MESSAGE_LIMIT_TOO_LARGE };
    const moneyMax = { value: MAX_MONEY, message: "The amount is too large" };
    const v = values as Record<string, unknown>;
    // The texts a draft keeps are the texts the portal could submit: one line each, but the prior
    // loss details (D107).
    const text = (value: unknown, path: string[], problem: (value: unknown) => string | null) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", path, message });
    };
    for (const group of ["applicant", "event", "promotion", "location"] as const) {
      const fields = v[group];
      if (!isRecord(fields)) continue;
      for (const [field, value] of Object.entries(fields)) text(value, [group, field], singleLineProblem);
    }
    for (const field of ["limitPerDay", "deductible", "brokerUserId"]) text(v[field], [field], singleLineProblem);
    text(v.priorLossDetails, ["priorLossDetails"], multiLineProblem);
    check(v.limitPerDay, ["limitPerDay"], MESSAGES.limit, limitMax);
    check(v.deductible, ["deductible"], MESSAGES.deductible, moneyMax);
    if (isRecord(v.promotion))
      check(v.promotion.finalEstimatedSales, ["promotion", "finalEstimatedSales"], "Final estimated sales must be 0 or more", moneyMax);
    if (isRecord(v.coverage)) {
      for (const [peril, c] of Object.entries(v.coverage)) {
        if (isRecord(c)) check(c.limitPerDay, ["coverage", peril, "limitPerDay"], MESSAGES.limit, limitMax);
      }
    }
  });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Why a draft's amount cannot be kept, or null when it can (empty counts as not given yet). */
export function draftAmountProblem(value: unknown, negative: string, max: { value: number; message: string }): string | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
  if (typeof value !== "number" && typeof value !== "string") return "Enter an amount in dollars";
  const d = normaliseDecimal(value);
  if (d === null) {
    if (typeof value === "number") return Number.isFinite(value) && value < 0 ? negative : max.message;
    // Not a plain decimal, but JavaScript would read it as a number ("1e13", "0x10", "Infinity").
    return Number.isFinite(Number(value.trim())) || /^[+-]?infinity$/i.test(value.trim()) ? "Enter an amount in dollars" : null;
  }
  if (isNegative(d)) return negative;
  if (new Decimal(d).gt(max.value)) return max.message;
  return null;
}

/** The dates a quotation covers: each day of the event, or the promotion's draw date. */
export function coveredDates(input: Pick<QuotationInput, "kind" | "event" | "promotion">): string[] {
  if (input.kind === "PROMOTION") return input.promotion ? [input.promotion.promotionDate] : [];
  if (!input.event) return [];
  const dates: string[] = [];
  const start = Date.parse(`${input.event.dateFrom}T00:00:00Z`);
  const days = daysBetween(input.event.dateFrom, input.event.dateUntil) + 1;
  for (let i = 0; i < days; i++) dates.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return dates;
}

// ---------------------------------------------------------------------------------------------
// Actions after submission

export const reviewSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("accept"), note: optionalText(2000) }),
    z.object({
      decision: z.literal("amend"),
      /** Premium after review per peril; a peril left out keeps its calculated premium. */
      premiums: z
        .partialRecord(z.enum(PERILS), positiveMoney("Premium must be greater than 0"))
        .refine((p) => Object.keys(p).length > 0, REQUIRED),
      note: optionalText(2000),
    }),
    z.object({ decision: z.literal("decline"), reason: requiredLongText(2000) }),
  ],
  { error: REQUIRED },
);
export type ReviewInput = z.output<typeof reviewSchema>;

export const requestReferralSchema = z.object({ reason: requiredLongText(2000) });

export const selectOptionsSchema = z.object({
  perils: perilsStepSchema.shape.perils,
  claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES, { error: REQUIRED }),
});
export type SelectOptionsInput = z.output<typeof selectOptionsSchema>;

export const preBoundReferralSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("accept"), note: optionalText(2000) }),
    z.object({ decision: z.literal("reject"), reason: requiredLongText(2000) }),
  ],
  { error: REQUIRED },
);

export const cancelQuotationSchema = z.object({ reason: optionalText(2000) });

export const assignBrokerSchema = brokerStepSchema;

export const updateInsuredSchema = applicantSchema;

export const setDocumentTypeSchema = z.object({ type: z.enum(DOCUMENT_TYPES, { error: REQUIRED }).nullable() });

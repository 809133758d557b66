import { normaliseDecimal } from "@/lib/format/typed-decimal";
import { DEFAULT_THRESHOLDS, PERILS_WITH_THRESHOLD } from "@/lib/quotations/quotation-labels";
import { WIZARD_STEPS } from "@/lib/quotations/wizard-steps";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { PERILS, type PerilName } from "@/lib/rater/perils";
import type { RateRequestInput } from "@/lib/rater/rate-request-schema";

// Pure helpers of the quotation wizard: which step a field belongs to, the coverage defaults and
// the rate preview's request. No React here.

/** The wizard step (index in WIZARD_STEPS) whose form holds the field at `path`, or -1. */
export function stepOfPath(path: string): number {
  const head = path.split(".")[0];
  const key = (() => {
    switch (head) {
      case "brokerUserId":
        return "broker";
      case "applicant":
        return "applicant";
      case "kind":
        return "offer";
      case "event":
      case "promotion":
        return "item";
      case "location":
      case "limitPerDay":
      case "deductible":
        return "details";
      case "perils":
        return "perils";
      case "coverage":
      case "claimsVerificationSource":
        return "coverage";
      case "priorLoss":
      case "priorLossDetails":
      case "declarationAccepted":
        return "lossHistory";
      default:
        return null;
    }
  })();
  return key ? WIZARD_STEPS.findIndex((s) => s.key === key) : -1;
}

/** The element id of a form field, from its path ("applicant.name" → "q-applicant-name"). */
export const fieldId = (path: string) => `q-${path.replace(/\./g, "-")}`;

/**
 * Coverage entries for the chosen perils: an empty threshold starts at the peril's usual one and
 * an empty limit at the limit per day of the Details step; what was typed is kept.
 */
export function coverageWithDefaults(
  values: Pick<QuotationFormValues, "perils" | "coverage" | "limitPerDay">,
): QuotationFormValues["coverage"] {
  const next: QuotationFormValues["coverage"] = { ...values.coverage };
  for (const peril of values.perils) {
    const entry = next[peril];
    next[peril] = {
      threshold: entry?.threshold?.trim() ? entry.threshold : (DEFAULT_THRESHOLDS[peril] ?? ""),
      limitPerDay: entry?.limitPerDay?.trim() ? entry.limitPerDay : values.limitPerDay,
    };
  }
  return next;
}

/** The values sent on submit and revise: coverage only for the perils chosen. */
export function submissionValues(values: QuotationFormValues): QuotationFormValues {
  const coverage: QuotationFormValues["coverage"] = {};
  for (const peril of values.perils) if (values.coverage[peril]) coverage[peril] = values.coverage[peril];
  return { ...values, coverage };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Each calendar day from `from` to `until` (inclusive), or [] when the range is not usable. */
export function daysOf(from: string, until: string, max = 366): string[] {
  if (!ISO.test(from) || !ISO.test(until)) return [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${until}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count > max) return [];
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

export type PreviewInput = Pick<
  QuotationFormValues,
  "kind" | "event" | "promotion" | "location" | "perils" | "coverage" | "claimsVerificationSource" | "priorLoss"
>;

/**
 * The request of the indicative rate preview (POST /api/rater/quote), or null while the values are
 * not complete enough to rate. Perils whose threshold or limit is not a number yet are left out.
 */
export function previewRequest(v: PreviewInput): RateRequestInput | null {
  const zipCode = v.location.zipCode.trim();
  if (!/^\d{5}$/.test(zipCode)) return null;
  let dates: string[] = [];
  let hoursOfCoverage: { from: string; to: string } | undefined;
  if (v.kind === "EVENT") {
    dates = daysOf(v.event.dateFrom, v.event.dateUntil);
    if (HH_MM.test(v.event.hoursFrom) && HH_MM.test(v.event.hoursTo) && v.event.hoursFrom < v.event.hoursTo) {
      hoursOfCoverage = { from: v.event.hoursFrom, to: v.event.hoursTo };
    }
  } else if (v.kind === "PROMOTION") {
    dates = ISO.test(v.promotion.promotionDate) ? [v.promotion.promotionDate] : [];
  }
  if (dates.length === 0) return null;

  const perils: RateRequestInput["perils"] = [];
  for (const peril of PERILS) {
    if (!v.perils.includes(peril)) continue;
    const entry = v.coverage[peril];
    const limit = normaliseDecimal(entry?.limitPerDay);
    if (limit === null || Number(limit) <= 0) continue;
    if (PERILS_WITH_THRESHOLD.includes(peril)) {
      const threshold = normaliseDecimal(entry?.threshold);
      if (threshold === null) continue;
      if ((peril === "rainfall" || peril === "snowfall" || peril === "windSpeed") && Number(threshold) <= 0) continue;
      perils.push({ peril, threshold: Number(threshold), limitPerDay: Number(limit) });
    } else {
      perils.push({ peril, limitPerDay: Number(limit) });
    }
  }
  const names = perils.map((p) => p.peril as PerilName);
  if (names.includes("lightning") && !names.includes("rainfall")) return null;
  if (names.length === 0 || (names.length === 1 && names[0] === "adverseWeather")) return null;

  return {
    zipCode,
    dates,
    ...(hoursOfCoverage ? { hoursOfCoverage } : {}),
    perils,
    claimsVerificationSource: v.claimsVerificationSource,
    priorLoss: v.priorLoss === "yes",
  };
}

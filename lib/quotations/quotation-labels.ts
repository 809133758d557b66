import { REQUIRED } from "@/lib/auth/messages";
import { INVALID_DATE_MESSAGE, isValidIsoDate, todayIso } from "@/lib/format/calendar-day";
import { normaliseDecimal } from "@/lib/format/typed-decimal";
import { LIGHTNING_WITHOUT_RAINFALL, PERIL_DEFAULT_THRESHOLDS, type PerilName } from "@/lib/rater/perils";

// The quotation forms' labels, option lists, limits and the rules the browser applies as the user
// types, without zod or decimal.js, so that pages load them without the schemas
// (lib/quotations/quotation-schema.ts builds its schemas from them and re-exports them).

export { WIZARD_STEPS, type WizardStepKey } from "./wizard-steps";

export const MESSAGES = {
  required: REQUIRED,
  eventType: "Choose event type",
  lightning: LIGHTNING_WITHOUT_RAINFALL,
  promotionDate: "Promotion date should be at least 7 days after the end of promotional period",
  atLeastOnePeril: "At least one peril must be selected",
  timeRange: "Start time should be before the end time",
  validDate: INVALID_DATE_MESSAGE,
  limit: "Limit must be greater than 0",
  belowMinimumPremium: "Calculated Premium is below Minimum Premium",
  fileInvalid: "File is invalid",
  formSubmit: "There was an error submitting your request. Please, check the form and try again.",
  dateOrder: "The end date cannot be before the start date",
  pastDate: "The date cannot be in the past",
  tooLong: "Coverage cannot exceed 366 days",
  perilLimitAboveDaily: "The limit of a peril cannot exceed the limit per day",
  depositLimit: "Limit must be at least half of the final estimated sales",
  declaration: "You must accept the declaration to submit the quotation",
  priorLossDetails: "Describe the losses of the last 5 years",
  validEmail: "Enter a valid email address",
  zipCode: "Enter a 5-digit ZIP code",
  threshold: "Threshold must be a number",
  thresholdPositive: "Threshold must be greater than 0",
  deductible: "Deductible must be 0 or more",
  coverageWithin10Days: "Coverage changes cannot be made within 10 days of the event start date",
} as const;

/** The underwriter's review (lib/pricing/review-amendment.ts). */
export const NO_PREMIUM_MESSAGE = "No option has a premium: amend the premiums or decline";
export const PREMIUM_AFTER_REVIEW_MESSAGE = "Premium must be greater than 0";

export const EVENT_TYPES = [
  "Concert",
  "Festival",
  "Fair",
  "Sporting event",
  "Parade",
  "Wedding or private party",
  "Corporate event",
  "Conference or trade show",
  "Theatre or film screening",
  "Other",
] as const;

export const OFFER_KINDS = ["EVENT", "PROMOTION"] as const;
export type OfferKindName = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKindName, string> = { EVENT: "Event", PROMOTION: "Promotion" };

export const PRIOR_LOSS_YEARS = 5;
export const PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD = 7;
export const COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT = 10;
export const MAX_COVERAGE_DAYS = 366;

export const DECLARATION_TEXT =
  "I declare that the information given in this application is true and complete to the best of my knowledge and belief, " +
  "and that no material facts have been withheld or misstated. I understand that this information is the basis of any contract of insurance.";

/** Perils that are priced against a threshold (the others trigger on an observation type). */
export const PERILS_WITH_THRESHOLD: readonly PerilName[] = [
  "rainfall",
  "snowfall",
  "windSpeed",
  "maximumTemperature",
  "minimumTemperature",
];

/** Sensible starting thresholds (US units) for the coverage step: the rater sandbox's (lib/rater/perils.ts). */
export const DEFAULT_THRESHOLDS: Partial<Record<PerilName, string>> = PERIL_DEFAULT_THRESHOLDS;

// ---------------------------------------------------------------------------------------------
// Dates and amounts

export { isValidIsoDate, todayIso, normaliseDecimal };

/** Decimal places of a normalised decimal string. */
export function decimalPlaces(decimal: string): number {
  return decimal.includes(".") ? decimal.split(".")[1].length : 0;
}

/** The largest limit per day the portal takes; larger covers are written off-portal. */
export const MAX_LIMIT_PER_DAY = "100000000";
export const MESSAGE_LIMIT_TOO_LARGE = "Limit cannot exceed $100,000,000 per day";

/** Rounds a decimal string half up to two places, without binary floating point. */
export function toCents(decimal: string): string {
  const negative = decimal.startsWith("-");
  const [whole, fraction = ""] = decimal.replace(/^-/, "").split(".");
  const padded = (fraction + "000").slice(0, 3);
  let cents = BigInt((whole || "0") + padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += BigInt(1);
  const digits = cents.toString().padStart(3, "0");
  const result = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative && cents !== BigInt(0) ? `-${result}` : result;
}

const isZero = (d: string) => /^-?0*(\.0*)?$/.test(d);
/** A normalised decimal below 0 (-0 is not). */
export const isNegative = (d: string) => d.startsWith("-") && !isZero(d);

/** The largest amount of money the portal takes (a whole number of dollars). */
export const MAX_MONEY = 1e11;
const TOO_LARGE = { value: MAX_MONEY, message: "The amount is too large" };

/**
 * An amount of money typed by a person, as positiveMoney and nonNegativeMoney (quotation-schema)
 * check it: the amount with two places, or the message of what is wrong with it. `max.value` is a
 * whole number of dollars.
 */
export function moneyAmount(
  value: string | number,
  message: string,
  { zero = false, max = TOO_LARGE }: { zero?: boolean; max?: { value: number; message: string } } = {},
): { amount: string; problem?: never } | { amount?: never; problem: string } {
  if (typeof value === "string" && value.trim() === "") return { problem: REQUIRED };
  const d = normaliseDecimal(value);
  if (d === null || isNegative(d) || (!zero && isZero(d))) return { problem: message };
  if (decimalPlaces(d) > 2) return { problem: "Enter an amount with at most 2 decimals" };
  const cents = toCents(d);
  if (BigInt(cents.replace(".", "")) > BigInt(max.value) * BigInt(100)) return { problem: max.message };
  return { amount: cents };
}

/**
 * What is wrong with a choice of perils beyond being empty (each peril once, lightning with
 * rainfall, adverse weather with another peril), in the order the schema reports it.
 */
export function perilChoiceProblems(perils: readonly PerilName[]): string[] {
  const problems: string[] = [];
  if (new Set(perils).size !== perils.length) problems.push("Each peril can be chosen once");
  if (perils.includes("lightning") && !perils.includes("rainfall")) problems.push(MESSAGES.lightning);
  if (perils.length === 1 && perils[0] === "adverseWeather") problems.push("Adverse weather needs at least one other peril");
  return problems;
}

/** The first thing wrong with a choice of perils, or null. */
export function perilChoiceProblem(perils: readonly PerilName[]): string | null {
  return perils.length === 0 ? MESSAGES.atLeastOnePeril : (perilChoiceProblems(perils)[0] ?? null);
}

// ---------------------------------------------------------------------------------------------
// Documents

export const DOCUMENT_TYPES = ["IWO", "BEAZLEY_APPLICATION_FORM", "OTHER_APPLICATION_FORM"] as const;
export type DocumentTypeName = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentTypeName, string> = {
  IWO: "IWO",
  BEAZLEY_APPLICATION_FORM: "Beazley application form",
  OTHER_APPLICATION_FORM: "Other application form",
};
/** Uploaded quotation documents: PDF, images and office files, checked from their bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.docx,.xlsx,application/pdf,image/png,image/jpeg";
export const DOCUMENT_RULES_HINT = "PDF, PNG, JPEG, Word (.docx) or Excel (.xlsx), at most 10 MB.";

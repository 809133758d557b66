import { z } from "zod";
import { CLAIMS_VERIFICATION_SOURCES, LIGHTNING_WITHOUT_RAINFALL, PERILS } from "./perils";

const REQUIRED = "This field is required";
const VALID_DATE = "This value must be a valid date";
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const isoDate = z
  .string({ error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALID_DATE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, VALID_DATE);

const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;
/**
 * A number, or its decimal text as a form sends it (" 0.5 "); a blank text is no value. Anything
 * else (an array, a boolean, null, "1e3", "0x10") stays as it is and is refused as not a number,
 * where z.coerce.number would have read [1] and true as 1, and null or "" as 0.
 */
const fromDecimalText = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : value;
};
const THRESHOLD_NUMBER = "Threshold must be a number";
const LIMIT_ABOVE_ZERO = "Limit must be greater than 0";

const perilOption = z.object({
  peril: z.enum(PERILS, { error: "Unknown peril" }),
  /** US units: inches, mph or °F. Adverse weather and lightning take none. */
  threshold: z.preprocess(fromDecimalText, z.number({ error: THRESHOLD_NUMBER }).finite(THRESHOLD_NUMBER).optional()),
  limitPerDay: z.preprocess(fromDecimalText, z.number({ error: LIMIT_ABOVE_ZERO }).finite(LIMIT_ABOVE_ZERO).gt(0, LIMIT_ABOVE_ZERO)),
});

/** POST /api/rater/quote (DESIGN.md §6): the rate preview of the wizard and of underwriters. */
export const rateRequestSchema = z
  .object({
    zipCode: z.string({ error: REQUIRED }).regex(/^\d{5}$/, "Enter a 5-digit ZIP code"),
    dates: z.array(isoDate).min(1, REQUIRED).max(366),
    hoursOfCoverage: z
      .object({ from: z.string().regex(HH_MM, "Use hh:mm"), to: z.string().regex(HH_MM, "Use hh:mm") })
      .refine((h) => h.from < h.to, { message: "Start time should be before the end time", path: ["to"] })
      .optional(),
    perils: z.array(perilOption).min(1, "At least one peril must be selected"),
    claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES).default("CLOSEST_WEATHER_STATION"),
    priorLoss: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const names = value.perils.map((p) => p.peril);
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({ code: "custom", path: ["perils", i, "peril"], message: "Each peril can be chosen once" });
    });
    if (names.includes("lightning") && !names.includes("rainfall")) {
      ctx.addIssue({ code: "custom", path: ["perils", names.indexOf("lightning"), "peril"], message: LIGHTNING_WITHOUT_RAINFALL });
    }
    if (names.length === 1 && names[0] === "adverseWeather") {
      ctx.addIssue({ code: "custom", path: ["perils", 0, "peril"], message: "Adverse weather needs at least one other peril" });
    }
    value.perils.forEach((p, i) => {
      const needsThreshold = p.peril !== "adverseWeather" && p.peril !== "lightning";
      if (needsThreshold && p.threshold === undefined)
        ctx.addIssue({ code: "custom", path: ["perils", i, "threshold"], message: REQUIRED });
      const aboveZero = p.peril === "rainfall" || p.peril === "snowfall" || p.peril === "windSpeed";
      if (aboveZero && p.threshold !== undefined && p.threshold <= 0) {
        ctx.addIssue({ code: "custom", path: ["perils", i, "threshold"], message: "Threshold must be greater than 0" });
      }
    });
    const sorted = [...value.dates].sort();
    sorted.forEach((d, i) => {
      if (i > 0 && d === sorted[i - 1]) ctx.addIssue({ code: "custom", path: ["dates"], message: "Each date can be chosen once" });
    });
  });

export type RateRequest = z.output<typeof rateRequestSchema>;
export type RateRequestInput = z.input<typeof rateRequestSchema>;

import Decimal from "decimal.js";
import { z } from "zod";
import { PERILS, PERIL_THRESHOLD_RANGES, type PerilName } from "./perils";

/** More points than a range may hold: the ranges of perils.ts stay small, so one call stays cheap. */
export const MAX_CURVE_POINTS = 21;

/**
 * The thresholds a peril's curve is rated at: its range of perils.ts, and the chosen threshold,
 * ascending. Empty for a peril without a threshold.
 */
export function curveThresholds(peril: PerilName, chosen: number | undefined): number[] {
  const range = PERIL_THRESHOLD_RANGES[peril];
  if (!range) return [];
  const points: number[] = [];
  // Decimal steps, so that 0.1 × 3 is the number 0.3 a user would type.
  for (let t = new Decimal(range.from); t.lte(range.to) && points.length < MAX_CURVE_POINTS - 1; t = t.plus(range.step))
    points.push(t.toNumber());
  if (chosen !== undefined && !points.includes(chosen)) points.push(chosen);
  return points.sort((a, b) => a - b);
}

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const fraction = z.string().regex(/^\d+(\.\d+)?$/);

export const thresholdCurvePointSchema = z.object({
  /** The threshold as a decimal string in US units. */
  threshold: z.string(),
  /** This peril's rate and premium at the threshold (null when the rater cannot price it). */
  rate: fraction.nullable(),
  premium: money.nullable(),
  quotable: z.boolean(),
  /** The whole request's total premium with this threshold (other options and fees included). */
  totalPremium: money,
});

export const thresholdCurveSchema = z.object({
  peril: z.enum(PERILS),
  /** The chosen threshold (one of the points). */
  threshold: z.string(),
  points: z.array(thresholdCurvePointSchema).max(MAX_CURVE_POINTS),
});

/** The answer of POST /api/rater/threshold-curve: one curve per chosen peril that has a threshold. */
export const thresholdCurvesDtoSchema = z.object({ curves: z.array(thresholdCurveSchema) });

export type ThresholdCurvePoint = z.infer<typeof thresholdCurvePointSchema>;
export type ThresholdCurve = z.infer<typeof thresholdCurveSchema>;
export type ThresholdCurvesDto = z.infer<typeof thresholdCurvesDtoSchema>;

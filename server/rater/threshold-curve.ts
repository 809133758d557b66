import "server-only";
import Decimal from "decimal.js";
import type { RateRequest } from "@/lib/rater/rate-request-schema";
import { curveThresholds, type ThresholdCurve, type ThresholdCurvesDto } from "@/lib/rater/threshold-curve";
import { rateQuote } from "./rate-quote";

/**
 * POST /api/rater/threshold-curve: how the premium moves with each chosen peril's threshold (the
 * rater sandbox's chart). Every point is the rating of the whole request with that one threshold
 * changed, by `rateQuote` itself, so a point is what a single rating at its threshold answers
 * (adverse weather and the fees follow the other perils' thresholds as they would). The histories
 * are in memory (D56): at most 5 perils × 21 points, each one rating without observation rows read.
 */
export async function rateThresholdCurves(request: RateRequest): Promise<ThresholdCurvesDto> {
  const curves: ThresholdCurve[] = [];
  for (const chosen of request.perils) {
    const thresholds = curveThresholds(chosen.peril, chosen.threshold);
    if (thresholds.length === 0) continue;
    const points: ThresholdCurve["points"] = [];
    for (const threshold of thresholds) {
      const result = await rateQuote({
        ...request,
        perils: request.perils.map((p) => (p.peril === chosen.peril ? { ...p, threshold } : p)),
      });
      const option = result.options.find((o) => o.peril === chosen.peril)!;
      points.push({
        threshold: option.threshold!,
        rate: option.rate,
        premium: option.premium,
        quotable: option.quotable,
        totalPremium: result.totalPremium,
      });
    }
    curves.push({ peril: chosen.peril, threshold: new Decimal(chosen.threshold!).toString(), points });
  }
  return { curves };
}

import { feeInputsOf, type FeeRules } from "@/lib/quotations/fee-rules";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { feesOf } from "@/server/rater/burn-cost";
import { getAppConfig } from "@/server/settings/get-app-config";

/** The fee rules of a quotation for the screens: today's fees and, by the rater's own rule, the lightning periods. */
export async function getQuotationFeeRules(quotation: QuotationDetailsDto): Promise<FeeRules> {
  const config = await getAppConfig();
  const { dates, hours } = feeInputsOf(quotation.current);
  const lightningPeriods =
    dates.length > 0
      ? feesOf({ perils: ["lightning"], eventDates: dates, hoursOfCoverage: hours, claimsVerificationSource: "CLOSEST_WEATHER_STATION", weatherWorksFee: 0, lightningFee: 0 }).lightningPeriods
      : 1;
  return { weatherWorksFee: config.weatherWorksFee.toFixed(2), lightningFee: config.lightningFee.toFixed(2), eventDays: Math.max(1, dates.length), lightningPeriods };
}

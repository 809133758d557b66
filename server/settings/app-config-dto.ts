import type { AppConfig } from "@/generated/prisma/client";
import { money } from "@/lib/api/serialize";

export function appConfigDto(config: AppConfig) {
  return {
    maintenanceMode: config.maintenanceMode,
    maintenanceModeMessage: config.maintenanceModeMessage,
    minimumPremium: money(config.minimumPremium),
    maximumLimitPerDay: money(config.maximumLimitPerDay),
    maximumLimit: money(config.maximumLimit),
    clf: config.clf.toString(),
    clfWithClaim: config.clfWithClaim.toString(),
    weatherWorksFee: money(config.weatherWorksFee),
    lightningFee: money(config.lightningFee),
    raterTimeSpanInYears: config.raterTimeSpanInYears,
    raterTimeSpanInDaysPrior: config.raterTimeSpanInDaysPrior,
    raterTimeSpanInDaysAfter: config.raterTimeSpanInDaysAfter,
    maximumEventDays: config.maximumEventDays,
    maximumRate: config.maximumRate.toString(),
    minimumRate: config.minimumRate.toString(),
    maximumStationDistanceMiles: config.maximumStationDistanceMiles,
    quotationExpiryDays: config.quotationExpiryDays,
    updatedAt: config.updatedAt,
  };
}

export type AppConfigDto = ReturnType<typeof appConfigDto>;

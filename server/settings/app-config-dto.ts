import "server-only";
import type { AppConfig } from "@/generated/prisma/client";
import { isoSeconds, money } from "@/lib/api/serialize";
import type { AppConfigDto } from "@/lib/settings/app-config-dto";

export function appConfigDto(config: AppConfig): AppConfigDto {
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
    invoicePaymentDays: config.invoicePaymentDays,
    invoicePaymentTerms: config.invoicePaymentTerms,
    invoiceRemittanceDetails: config.invoiceRemittanceDetails,
    creditNoteSettlement: config.creditNoteSettlement,
    updatedAt: isoSeconds(config.updatedAt),
  };
}

import type { WizardViewer } from "@/components/quotations/wizard/quotation-wizard";
import type { WizardFees } from "@/components/quotations/wizard/step-coverage";
import { parseRecordId } from "@/lib/api/record-id";
import type { BrokerOptionDto, QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { Actor } from "@/server/auth/actor";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";

// What the wizard pages (new, revise, copy) pass to the wizard besides the values.

export function wizardViewer(actor: Actor): WizardViewer {
  return {
    id: actor.id,
    name: `${actor.firstName} ${actor.lastName}`.trim(),
    email: actor.email,
    role: actor.role,
    company: { id: actor.companyId, name: actor.companyName },
  };
}

export async function wizardFees(): Promise<WizardFees> {
  const config = appConfigDto(await getAppConfig());
  return {
    weatherWorksFee: config.weatherWorksFee ?? "0.00",
    lightningFee: config.lightningFee ?? "0.00",
    minimumPremium: config.minimumPremium ?? "0.00",
  };
}

export function brokerOf(quotation: QuotationDetailsDto): BrokerOptionDto {
  return {
    id: quotation.brokerUser.id,
    name: quotation.brokerUser.name,
    email: quotation.brokerUser.email,
    company: quotation.brokerCompany,
  };
}

/** A path id: a positive integer, or null. */
export function idParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return parseRecordId(text);
}

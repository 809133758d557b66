import { notFound, redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import type { QuotationActionName } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { Actor } from "@/server/auth/actor";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";

/**
 * The quotation of an action's screen (review, select options): the not-found page when the user
 * may not read it (or the id is no id), and its details page when the action is not possible now.
 */
export async function quotationForActionPage(actor: Actor, quotationId: string, action: QuotationActionName): Promise<QuotationDetailsDto> {
  let quotation: QuotationDetailsDto;
  try {
    quotation = await getQuotationDetails(actor, quotationId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "RESOURCE_NOT_FOUND" || error.code === "VALIDATION_FAILURE")) notFound();
    throw error;
  }
  if (!quotation.actions.includes(action)) redirect(`/quotation/${quotation.id}/details`);
  return quotation;
}

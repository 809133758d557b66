import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { requestReferralSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { notifyUnderwriters } from "./notify-quotation";
import { lockQuotationFor, setQuotationStatus, quotationTransaction } from "./quotation-access";

/** POST /api/quotation/{id}/request-referral (broker, admin): asks an underwriter to look at a READY quotation. */
export async function requestQuotationReferral(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof requestReferralSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "requestReferral");
    const { reason } = actionInput(requestReferralSchema, input);
    const reasons = [...version.referralReasons, `Referral requested by ${actor.firstName} ${actor.lastName}: ${reason}`];
    await setQuotationStatus(tx, quotation, version, "REFERRED_TO_UNDERWRITER", { referralReasons: reasons });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.requestReferral",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status },
      after: { status: "REFERRED_TO_UNDERWRITER", reason },
    });
    await notifyUnderwriters(
      tx,
      quotation,
      "referral requested",
      `${actor.firstName} ${actor.lastName} (${actor.companyName}) asks for a review:`,
      [reason],
    );
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}

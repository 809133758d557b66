import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { validationFailure } from "@/lib/api/errors";
import { MESSAGES, preBoundReferralSchema } from "@/lib/quotations/quotation-schema";
import { getAppConfig } from "@/server/settings/get-app-config";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { emailSigningLinks } from "@/server/signing/signing-links";
import { storeProposalAfterPreBind } from "./generate-quotation-proposal";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { notifyBroker } from "./notify-quotation";
import { lockQuotationFor, setQuotationStatus, quotationTransaction } from "./quotation-access";

/** POST /api/quotation/{id}/pre-bound-referral (underwriter, admin): accept (PRE_BOUND) or reject (DECLINED). */
export async function managePreBoundReferral(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof preBoundReferralSchema>,
): Promise<QuotationDetailsDto> {
  // Read before the transaction: a second pool connection inside it could starve the pool while
  // other requests wait on this quotation's lock.
  const config = await getAppConfig();
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "managePreBoundReferral");
    const decision = actionInput(preBoundReferralSchema, input);
    const reviewed = { reviewedById: actor.id, reviewedAt: new Date() };
    if (decision.decision === "accept") {
      if (version.totalPremium === null || version.totalPremium.lt(config.minimumPremium)) {
        throw validationFailure([{ path: "decision", message: MESSAGES.belowMinimumPremium }]);
      }
      await setQuotationStatus(tx, quotation, version, "PRE_BOUND", reviewed);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.preBoundReferral.accept",
        subjectType: "Quotation",
        subjectId: quotation.id,
        before: { status: quotation.status },
        after: { status: "PRE_BOUND", ...(decision.note ? { note: decision.note } : {}) },
      });
      await notifyBroker(
        tx,
        quotation,
        "pre-bind approved",
        "The underwriter approved the options you pre-bound. The proposal can now be signed.",
        decision.note ? [decision.note] : [],
      );
      await emailSigningLinks(tx, quotation, version, new Date(), { fresh: true });
    } else {
      await setQuotationStatus(tx, quotation, version, "DECLINED", { ...reviewed, declineReason: decision.reason });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.preBoundReferral.reject",
        subjectType: "Quotation",
        subjectId: quotation.id,
        before: { status: quotation.status },
        after: { status: "DECLINED", reason: decision.reason },
      });
      await notifyBroker(tx, quotation, "declined", "The underwriter rejected the options you pre-bound:", [decision.reason]);
    }
    return quotation.id;
  });
  await storeProposalAfterPreBind(id);
  return quotationDetailsDto(db, actor, id);
}

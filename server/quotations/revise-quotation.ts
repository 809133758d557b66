import "server-only";
import { validationFailure } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { permissionAllows } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { MESSAGES } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";
import { resolveBroker } from "./quotation-broker";
import { rateQuotationVersion } from "./rate-quotation-version";
import { withinCoverageFreeze } from "./referral-rules";
import { assertKnownLocation, wholeQuotation, writeQuotationContent } from "./submit-quotation";
import type { ActionInput } from "@/server/http/action-input";
import type { quotationSubmissionSchema } from "@/lib/quotations/quotation-schema";
import { startDateOf } from "./version-content";
import { withdrawOpenSigning } from "@/server/signing/withdraw-open-signing";

/**
 * POST /api/quotation/{id}/revise: the changed quotation becomes the next version of the same
 * master and is rated again; the previous version is kept, read-only. Refused within 10 days of
 * the event start (and for a revision that moves the start within 10 days).
 */
export async function reviseQuotation(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof quotationSubmissionSchema>,
): Promise<QuotationDetailsDto> {
  const { quotationIdValue, versionId, broker } = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "revise");
    if (withinCoverageFreeze(version)) throw validationFailure([{ path: "(root)", message: MESSAGES.coverageWithin10Days }]);
    const parsed = wholeQuotation(input, () => ({}));
    await assertKnownLocation(tx, parsed);
    // The broker changes only through Assign broker; the change lands with the rated revision.
    let broker: { brokerUserId: number; brokerCompanyId: number } | undefined;
    if (parsed.brokerUserId !== quotation.brokerUserId) {
      if (!permissionAllows(abilityFor(actor), "assignBroker", quotation)) {
        throw validationFailure([{ path: "brokerUserId", message: "The broker of a quotation is changed with Assign broker" }]);
      }
      broker = await resolveBroker(tx, actor, parsed.brokerUserId);
    }
    await tx.quotationVersion.update({ where: { id: version.id }, data: { readOnly: true } });
    await withdrawOpenSigning(tx, version.id, "The quotation was revised");
    const next = await tx.quotationVersion.create({
      data: {
        quotationId: quotation.id,
        versionNumber: version.versionNumber + 1,
        status: "RATING_IN_PROGRESS",
        submittedAt: new Date(),
        wizardStep: 7,
      },
    });
    const written = await writeQuotationContent(tx, quotation.id, next.id, parsed);
    if (withinCoverageFreeze(written)) throw validationFailure([{ path: "event.dateFrom", message: MESSAGES.coverageWithin10Days }]);
    await tx.quotation.update({ where: { id: quotation.id }, data: { status: "RATING_IN_PROGRESS", eventDate: startDateOf(written) } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.revise",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status, version: version.versionNumber },
      after: { status: "RATING_IN_PROGRESS", version: next.versionNumber },
    });
    return { quotationIdValue: quotation.id, versionId: next.id, broker };
  });
  await rateQuotationVersion(actor, quotationIdValue, versionId, { broker });
  return quotationDetailsDto(db, actor, quotationIdValue);
}

import "server-only";
import { validationFailure, type ValidationDetail } from "@/lib/api/errors";
import { isoDate } from "@/lib/api/serialize";
import { OPEN_CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { CLAIM_MESSAGES, lossNoticeSchema } from "@/lib/claims/claim-schemas";
import { formatCalendarDate } from "@/lib/format/date-time";
import { todayIso } from "@/lib/format/calendar-day";
import { PERIL_LABELS } from "@/lib/rater/perils";
import { DOCUMENT_MAX_BYTES, MESSAGES } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { emailUnderwriters } from "@/server/email/notify-people";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import type { Upload } from "@/server/http/read-upload";
import { lockPolicyFor, policyTransaction } from "@/server/policies/policy-access";
import { detectDocumentKind } from "@/server/quotations/detect-document-type";
import { removeStoredBytes, storeFile } from "@/server/storage/file-storage";
import { safeFileName } from "@/server/storage/safe-file-name";
import { claimUrl } from "./claim-url";
import { getClaimDetails } from "./get-claim-details";
import { attachDaysToClaim, determineLockedPolicies, loadPolicyTerms, nextClaimNumber } from "./internal/determine-loss-days";

/**
 * POST /api/policy/{policyId}/loss-notice (the policy's brokers, underwriters, admins): the broker
 * tells of a loss on covered days. The notice joins the policy's open claim, or opens one; its days
 * are determined at once from the observations there are, so that a notice for a day the record
 * shows did not trigger is kept and answered with the observed figures.
 */
export async function fileLossNotice(
  actor: Actor,
  policyId: number,
  body: ActionInput<typeof lossNoticeSchema>,
  attachments: Upload[] = [],
): Promise<ClaimDetailsDto> {
  const stored: string[] = [];
  try {
    const claimId = await policyTransaction(async (tx) => {
      const policy = await lockPolicyFor(tx, actor, policyId, "notifyLoss");
      const input = actionInput(lossNoticeSchema, body);
      const [terms] = await loadPolicyTerms(tx, [policy.id]);
      const today = todayIso(terms.timeZone);
      const problems: ValidationDetail[] = [];
      const covered = terms.coveredDays.map((d) => formatCalendarDate(d)).join(", ");
      input.lossDates.forEach((day, i) => {
        if (!terms.coveredDays.includes(day))
          problems.push({ path: `lossDates.${i}`, message: CLAIM_MESSAGES.notCoveredDay(formatCalendarDate(day), covered) });
        else if (day > today) problems.push({ path: `lossDates.${i}`, message: CLAIM_MESSAGES.notYetDue(formatCalendarDate(day)) });
      });
      input.perils.forEach((peril, i) => {
        if (!terms.perils.some((p) => p.peril === peril))
          problems.push({ path: `perils.${i}`, message: CLAIM_MESSAGES.perilNotInsured(PERIL_LABELS[peril]) });
      });
      const files = attachments.map((file, i) => {
        const kind = file.bytes.length > 0 && file.bytes.length <= DOCUMENT_MAX_BYTES ? detectDocumentKind(file.bytes) : null;
        if (!kind) problems.push({ path: attachments.length > 1 ? `file.${i}` : "file", message: MESSAGES.fileInvalid });
        return { file, kind };
      });

      const open = await tx.claim.findFirst({
        where: { policyId: policy.id, status: { in: [...OPEN_CLAIM_STATUSES] } },
        orderBy: { id: "desc" },
        select: { id: true, noticeDates: true, noticePerils: true, noticeDescription: true },
      });
      // A day settled in a closed claim is not claimed again.
      const settled = await tx.lossDetermination.findMany({
        where: {
          policyId: policy.id,
          date: { in: input.lossDates.map((d) => new Date(`${d}T00:00:00Z`)) },
          claimId: { not: null },
          claim: { status: { notIn: [...OPEN_CLAIM_STATUSES] } },
        },
        select: { date: true, claim: { select: { claimNumber: true } } },
        distinct: ["date"],
      });
      for (const row of settled) {
        const i = input.lossDates.indexOf(isoDate(row.date)!);
        problems.push({
          path: `lossDates.${i}`,
          message: `${formatCalendarDate(isoDate(row.date)!)} was settled in claim ${row.claim!.claimNumber}`,
        });
      }
      if (problems.length > 0) throw validationFailure(problems);

      const days = [...input.lossDates].sort();
      const claim = open
        ? await tx.claim.update({
            where: { id: open.id },
            data: {
              noticeDates: [...new Set([...open.noticeDates.map((d) => isoDate(d)!), ...days])]
                .sort()
                .map((d) => new Date(`${d}T00:00:00Z`)),
              noticePerils: [...new Set([...open.noticePerils, ...input.perils])],
              noticeDescription: open.noticeDescription ? `${open.noticeDescription}\n\n${input.description}` : input.description,
              notifiedById: actor.id,
            },
            select: { id: true, claimNumber: true },
          })
        : await tx.claim.create({
            data: {
              claimNumber: await nextClaimNumber(tx, policy),
              policyId: policy.id,
              brokerCompanyId: policy.brokerCompanyId,
              brokerUserId: policy.brokerUserId,
              status: "NOTIFIED",
              origin: "LOSS_NOTICE",
              noticeDates: days.map((d) => new Date(`${d}T00:00:00Z`)),
              noticePerils: input.perils,
              noticeDescription: input.description,
              notifiedById: actor.id,
            },
            select: { id: true, claimNumber: true },
          });
      for (const { file, kind } of files) {
        const kept = await storeFile(tx, {
          bytes: file.bytes,
          fileName: safeFileName(file.fileName, kind!.extension),
          contentType: kind!.contentType,
          createdById: actor.id,
          folder: "claim-files",
        });
        stored.push(kept.storageKey);
        await tx.claimFile.create({ data: { claimId: claim.id, fileId: kept.id, kind: "LOSS_NOTICE", createdById: actor.id } });
      }
      await attachDaysToClaim(tx, terms, claim.id, days);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "claim.lossNotice",
        subjectType: "Claim",
        subjectId: claim.id,
        after: {
          policyNumber: policy.policyNumber,
          lossDates: days,
          perils: input.perils,
          description: input.description,
          files: files.length,
        },
      });
      await determineLockedPolicies(tx, [policy.id], { settle: true });
      await emailUnderwriters(tx, {
        subject: `${claim.claimNumber}: loss notified on policy ${policy.policyNumber}`,
        intro: `${actor.firstName} ${actor.lastName} (${actor.companyName}) notified a loss on policy ${policy.policyNumber} (${policy.insuredName}).`,
        lines: [`Loss dates: ${days.map((d) => formatCalendarDate(d)).join(", ")}`, `What happened: ${input.description}`],
        url: claimUrl(claim.id),
        linkLabel: "Open the claim",
      });
      return claim.id;
    });
    return getClaimDetails(actor, claimId);
  } catch (error) {
    for (const key of stored) await removeStoredBytes(key);
    throw error;
  }
}

import "server-only";
import { validationFailure, type ValidationDetail } from "@/lib/api/errors";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { CLAIM_MESSAGES, observerReportValuesSchema } from "@/lib/claims/claim-schemas";
import { formatCalendarDate } from "@/lib/format/date-time";
import { todayIso } from "@/lib/format/calendar-day";
import { DOCUMENT_MAX_BYTES, MESSAGES } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { parseInput } from "@/server/http/parse-input";
import type { Upload } from "@/server/http/read-upload";
import { detectDocumentKind } from "@/server/quotations/detect-document-type";
import { removeStoredBytes, storeFile } from "@/server/storage/file-storage";
import { safeFileName } from "@/server/storage/safe-file-name";
import { claimTransaction, lockClaimFor } from "./claim-access";
import { getClaimDetails } from "./get-claim-details";
import { attachDaysToClaim, determineLockedPolicies, loadPolicyTerms } from "./internal/determine-loss-days";

/**
 * POST /api/claim/{claimId}/observer-report (underwriters, admins; NOTIFIED or DETERMINED): the
 * values an independent observer or the lightning report gave for covered days, with the report
 * attached. The perils those sources verify are determined from them by the rater's trigger rule
 * (a later report on the claim's days corrects an earlier one); the station's own results stay.
 */
export async function enterObserverReport(actor: Actor, claimId: number, values: unknown, report: Upload | null): Promise<ClaimDetailsDto> {
  let storageKey: string | null = null;
  try {
    await claimTransaction(async (tx) => {
      // The policy's row first, as the determinations lock it: the two never wait on each other in turn.
      const owner = await db.claim.findUnique({ where: { id: claimId }, select: { policyId: true } });
      if (owner) await tx.$queryRaw`SELECT id FROM "Policy" WHERE id = ${owner.policyId} FOR UPDATE`;
      const claim = await lockClaimFor(tx, actor, claimId, "enterObserverReport");
      let parsed: unknown;
      try {
        parsed = typeof values === "string" ? JSON.parse(values) : values;
      } catch {
        throw validationFailure([{ path: "values", message: 'The values must be JSON: { "observations": [...] }' }]);
      }
      const { observations } = parseInput(observerReportValuesSchema, parsed ?? {});
      const [terms] = await loadPolicyTerms(tx, [claim.policyId]);
      const reported = terms.perils.filter((p) => p.source !== "STATION");
      const problems: ValidationDetail[] = [];
      if (reported.length === 0) problems.push({ path: "values", message: CLAIM_MESSAGES.noObserverPerils });
      const today = todayIso(terms.timeZone);
      const covered = terms.coveredDays.map((d) => formatCalendarDate(d)).join(", ");
      observations.forEach((o, i) => {
        if (!terms.coveredDays.includes(o.date)) {
          problems.push({ path: `observations.${i}.date`, message: CLAIM_MESSAGES.notCoveredDay(formatCalendarDate(o.date), covered) });
        } else if (o.date > today)
          problems.push({ path: `observations.${i}.date`, message: CLAIM_MESSAGES.notYetDue(formatCalendarDate(o.date)) });
      });
      const kind = report && report.bytes.length > 0 && report.bytes.length <= DOCUMENT_MAX_BYTES ? detectDocumentKind(report.bytes) : null;
      if (!report || report.bytes.length === 0) problems.push({ path: "file", message: CLAIM_MESSAGES.reportFileRequired });
      else if (!kind) problems.push({ path: "file", message: MESSAGES.fileInvalid });
      if (problems.length > 0) throw validationFailure(problems);

      const file = await storeFile(tx, {
        bytes: report!.bytes,
        fileName: safeFileName(report!.fileName, kind!.extension),
        contentType: kind!.contentType,
        createdById: actor.id,
        folder: "claim-files",
      });
      storageKey = file.storageKey;
      const lightningOnly = reported.every((p) => p.source === "LIGHTNING_REPORT");
      await tx.claimFile.create({
        data: {
          claimId: claim.id,
          fileId: file.id,
          kind: lightningOnly ? "LIGHTNING_REPORT" : "OBSERVER_REPORT",
          values: observations,
          createdById: actor.id,
        },
      });
      const days = [...new Set(observations.map((o) => o.date))].sort();
      await attachDaysToClaim(tx, terms, claim.id, days);
      const outcome = await determineLockedPolicies(tx, [claim.policyId], {
        observer: { observations, reportFileId: file.id, claimId: claim.id },
        settle: true,
      });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "claim.observerReport",
        subjectType: "Claim",
        subjectId: claim.id,
        after: { fileName: file.fileName, days, determinations: outcome.written },
      });
    });
    return getClaimDetails(actor, claimId);
  } catch (error) {
    if (storageKey) await removeStoredBytes(storageKey);
    throw error;
  }
}

import "server-only";
import { validationFailure } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { parseQuotation, type quotationSubmissionSchema, type QuotationInput } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db, type Tx } from "@/server/db";
import type { ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";
import { brokerAfterDraftEdit } from "./quotation-broker";
import { rateQuotationVersion } from "./rate-quotation-version";
import { inputColumns, startDateOf, versionToForm } from "./version-content";

/** Validates a whole quotation; the issues carry the wizard's field paths and the spec's messages. */
export function parseWholeQuotation(values: unknown): QuotationInput {
  const parsed = parseQuotation(values);
  if (!parsed.data) throw validationFailure(parsed.issues);
  return parsed.data;
}

/**
 * The whole quotation of submit and revise, read under the row lock (D82): the route's body as
 * parsed by quotationSubmissionSchema, or the wizard's values (scripts, tests) checked here; the
 * `saved` values when no body is given.
 */
export function wholeQuotation(input: ActionInput<typeof quotationSubmissionSchema>, saved: () => unknown): QuotationInput {
  if (typeof input === "function") return input() ?? parseWholeQuotation(saved());
  return parseWholeQuotation(input ?? saved());
}

/** The rater prices from the location's ZIP code: an unknown one is refused before anything changes. */
export async function assertKnownLocation(tx: Tx, input: QuotationInput) {
  const known = await tx.location.findUnique({ where: { zipCode: input.location.zipCode }, select: { zipCode: true } });
  if (!known) throw validationFailure([{ path: "location.zipCode", message: "Unknown ZIP code" }]);
}

/** Writes a validated quotation into a version and its options (unrated), and the master's list columns. */
export async function writeQuotationContent(tx: Tx, quotationId: number, versionId: number, input: QuotationInput) {
  const version = await tx.quotationVersion.update({ where: { id: versionId }, data: inputColumns(input) });
  await tx.perilValue.deleteMany({ where: { versionId } });
  await tx.perilValue.createMany({
    data: input.options.map((o) => ({ versionId, peril: o.peril, threshold: o.threshold, limitPerDay: o.limitPerDay })),
  });
  await tx.quotation.update({ where: { id: quotationId }, data: { insuredName: input.applicant.name, eventDate: startDateOf(version) } });
  return version;
}

/**
 * POST /api/quotation/{id}/submit: checks every step of a draft (with the values sent, or as
 * saved), moves it to RATING_IN_PROGRESS and rates it (RATING_COMPLETED, then READY or
 * REFERRED_TO_UNDERWRITER). Only a draft (NEW) can be submitted, once.
 */
export async function submitQuotation(
  actor: Actor,
  quotationId: unknown,
  input?: ActionInput<typeof quotationSubmissionSchema>,
): Promise<QuotationDetailsDto> {
  const { quotation, version } = await quotationTransaction(async (tx) => {
    const locked = await lockQuotationFor(tx, actor, quotationId, "submit");
    // Without a body, the draft as saved.
    const parsed = wholeQuotation(input, () => versionToForm(locked.version, locked.quotation.brokerUserId));
    await assertKnownLocation(tx, parsed);
    const broker = await brokerAfterDraftEdit(tx, actor, locked.quotation, parsed.brokerUserId);
    await tx.quotation.update({ where: { id: locked.quotation.id }, data: broker });
    await writeQuotationContent(tx, locked.quotation.id, locked.version.id, parsed);
    await tx.quotationVersion.update({
      where: { id: locked.version.id },
      data: { status: "RATING_IN_PROGRESS", submittedAt: new Date(), wizardStep: 7 },
    });
    await tx.quotation.update({ where: { id: locked.quotation.id }, data: { status: "RATING_IN_PROGRESS" } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.submit",
      subjectType: "Quotation",
      subjectId: locked.quotation.id,
      before: { status: "NEW" },
      after: { status: "RATING_IN_PROGRESS", version: locked.version.versionNumber },
    });
    return locked;
  });
  await rateQuotationVersion(actor, quotation.id, version.id);
  return quotationDetailsDto(db, actor, quotation.id);
}

import "server-only";
import { AppError } from "@/lib/api/errors";
import type { WebhookOutcome } from "@/lib/signing/signing-webhook";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db, type Tx } from "@/server/db";
import { notifyBroker } from "@/server/quotations/notify-quotation";
import { setQuotationStatus } from "@/server/quotations/quotation-access";
import { storeFile } from "@/server/storage/file-storage";
import type { SigningEvent, SigningProvider, WebhookRequestLike } from "./provider";
import { signingProvider } from "./signing-provider";

/**
 * POST /api/signing/webhook: the provider tells the portal an envelope was signed, declined or
 * failed. Only a verified webhook counts (401 for a missing, forged or stale signature, 400 for a
 * malformed body). The event must name the envelope stored for its external id. A signed event
 * moves the quotation PRE_BOUND → SIGNED and stores the signed proposal, once: the signing
 * request and the quotation are locked, and a replayed or concurrent delivery finds the request
 * done and changes nothing.
 */
export async function receiveSigningWebhook(
  request: WebhookRequestLike,
  provider: SigningProvider = signingProvider(),
): Promise<{ outcome: WebhookOutcome }> {
  const verified = await provider.verifyWebhook({ ...request, isOurEnvelope });
  if (!verified.ok) {
    throw new AppError(
      verified.reason === "malformed-body" ? "VALIDATION_FAILURE" : "UNAUTHENTICATED",
      `Webhook refused: ${verified.reason}`,
    );
  }
  const event = verified.event;
  if (!event) return { outcome: "ignored" };
  const signing = await db.signingRequest.findUnique({ where: { externalId: event.externalId } });
  if (!signing || signing.provider !== provider.name || signing.envelopeId !== event.envelopeId) return { outcome: "ignored" };
  if (signing.status !== "PENDING") return { outcome: "already-applied" };
  return event.type === "signed" ? applySigned(provider, signing.id, event) : applyFailure(signing.id, event);
}

/** An envelope the portal sent: the signing request of that external id names it. */
async function isOurEnvelope(externalId: string, envelopeId: string): Promise<boolean> {
  const request = await db.signingRequest.findUnique({ where: { externalId }, select: { envelopeId: true } });
  return request?.envelopeId === envelopeId;
}

async function lockRequest(tx: Tx, signingId: number) {
  // Quotation first, then the request: the same order as every quotation action, so no deadlock.
  const [row] = await tx.$queryRaw<{ quotationId: number }[]>`
    SELECT v."quotationId" FROM "SigningRequest" s JOIN "QuotationVersion" v ON v.id = s."versionId" WHERE s.id = ${signingId}`;
  await tx.$queryRaw`SELECT id FROM "Quotation" WHERE id = ${row.quotationId} FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "SigningRequest" WHERE id = ${signingId} FOR UPDATE`;
  return tx.signingRequest.findUniqueOrThrow({
    where: { id: signingId },
    include: { version: { include: { quotation: true } } },
  });
}

async function applySigned(provider: SigningProvider, signingId: number, event: SigningEvent): Promise<{ outcome: WebhookOutcome }> {
  // Downloaded before the transaction: a network call must not hold the quotation's lock.
  const pdf = await provider.downloadSigned(event.envelopeId);
  return db.$transaction(
    async (tx) => {
      const signing = await lockRequest(tx, signingId);
      if (signing.status !== "PENDING") return { outcome: "already-applied" as const };
      const { version } = signing;
      const { quotation } = version;
      const signedAt = event.signedAt ?? new Date();
      const file = await storeFile(tx, {
        bytes: pdf,
        fileName: `proposal-${quotation.quotationNumber}-v${version.versionNumber}-signed.pdf`,
        contentType: "application/pdf",
        folder: "proposals",
      });
      const proposal = await tx.quotationProposal.create({
        data: { versionId: version.id, fileId: file.id, signed: true, uploadedAt: signedAt },
      });
      await tx.signingRequest.update({
        where: { id: signing.id },
        data: {
          status: "SIGNED",
          completedAt: signedAt,
          signedProposalId: proposal.id,
          // What the signer gave, kept for the policy's signature block (D81).
          ...(event.signerName ? { signerName: event.signerName } : {}),
          ...(event.signerPosition ? { signerPosition: event.signerPosition } : {}),
          ...(event.signature?.kind === "drawn" ? { signatureImage: new Uint8Array(event.signature.png) } : {}),
          ...(event.signature?.kind === "typed" ? { signatureText: event.signature.text } : {}),
        },
      });
      // The signature is kept whatever happened meanwhile, but only a pre-bound current version becomes SIGNED.
      const current = await tx.quotationVersion.findFirst({
        where: { quotationId: quotation.id, readOnly: false },
        orderBy: { versionNumber: "desc" },
        select: { id: true },
      });
      const applies = quotation.status === "PRE_BOUND" && current?.id === version.id;
      if (applies) await setQuotationStatus(tx, quotation, version, "SIGNED");
      await recordAuditEvent(tx, {
        actorId: null,
        action: applies ? "quotation.sign" : "quotation.sign.late",
        subjectType: "Quotation",
        subjectId: quotation.id,
        before: { status: quotation.status },
        after: { status: applies ? "SIGNED" : quotation.status, provider: signing.provider, envelopeId: signing.envelopeId, signedAt },
      });
      if (applies) {
        await notifyBroker(
          tx,
          quotation,
          "proposal signed",
          "The insured signed the proposal. You can now request binding: upload the IWO form or the application form, set its type and confirm the attestation.",
          [`Signed by ${event.signerName ?? signing.signerName ?? "the insured"}`],
        );
      }
      return { outcome: "signed" as const };
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
}

async function applyFailure(signingId: number, event: SigningEvent): Promise<{ outcome: WebhookOutcome }> {
  return db.$transaction(async (tx) => {
    const signing = await lockRequest(tx, signingId);
    if (signing.status !== "PENDING") return { outcome: "already-applied" as const };
    const { quotation } = signing.version;
    const reason = event.reason ?? (event.type === "declined" ? "The signer declined to sign" : "The signing failed at the provider");
    await tx.signingRequest.update({
      where: { id: signing.id },
      data: { status: "FAILED", failureReason: reason, completedAt: new Date() },
    });
    await recordAuditEvent(tx, {
      actorId: null,
      action: event.type === "declined" ? "quotation.sign.declined" : "quotation.sign.failed",
      subjectType: "Quotation",
      subjectId: quotation.id,
      after: { provider: signing.provider, envelopeId: signing.envelopeId, reason },
    });
    await notifyBroker(
      tx,
      quotation,
      "proposal not signed",
      "The signing of the proposal did not complete. A new signing link can be sent from the quotation.",
      [reason],
    );
    return { outcome: "declined" as const };
  });
}

import { AppError, notFound } from "@/lib/api/errors";
import { builtinSigningSchema, signatureImageBase64 } from "@/lib/signing/builtin-signing-schema";
import { db } from "@/server/db";
import type { ProposalData } from "@/server/documents/proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { parseInput } from "@/server/http/parse-input";
import { readStoredFile, storeFile } from "@/server/storage/file-storage";
import { deliverBuiltinWebhook } from "./deliver-builtin-webhook";

const ENVELOPE_ID = /^[A-Za-z0-9_-]{32}$/;

/** The built-in signing page's view of an envelope; null when the id is not one. */
export async function getBuiltinEnvelope(envelopeId: string, now = new Date()) {
  if (!ENVELOPE_ID.test(envelopeId)) return null;
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId } });
  if (!envelope) return null;
  return {
    id: envelope.id,
    title: envelope.title,
    signerName: envelope.signerName,
    status: envelope.status,
    expired: envelope.status === "PENDING" && envelope.expiresAt <= now,
    expiresAt: envelope.expiresAt,
    successUrl: envelope.successUrl,
    errorUrl: envelope.errorUrl,
  };
}

/** The PDF as sent for signing, or the signed one once signed, for the signing page's preview. */
export async function builtinEnvelopeDocument(envelopeId: string) {
  if (!ENVELOPE_ID.test(envelopeId)) throw notFound("Document");
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId }, include: { file: true, signedFile: true } });
  if (!envelope) throw notFound("Document");
  const file = envelope.signedFile ?? envelope.file;
  return { bytes: await readStoredFile(file.storageKey), fileName: file.fileName };
}

/**
 * POST /api/signing/builtin/{envelopeId}: the signer signs on the built-in provider's page. The
 * signature is stamped into the letter (rendered again with the signature fields filled), the
 * signed PDF stored with the envelope, and the webhook posted to the portal. Signing twice is
 * harmless: the second time changes nothing and returns where to go. Answers the URL the signer's
 * browser goes to next.
 */
export async function signBuiltinEnvelope(envelopeId: string, input: unknown, now = new Date()): Promise<{ redirectUrl: string }> {
  const signing = parseInput(builtinSigningSchema, input);
  const envelope = ENVELOPE_ID.test(envelopeId) ? await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId } }) : null;
  if (!envelope) throw notFound("Signing request");
  if (envelope.status === "PENDING") {
    if (envelope.expiresAt <= now) throw new AppError("INVALID_STATE_TRANSITION", "This signing request has expired. Ask your broker for a new signing link.");
    const data = envelope.documentData as unknown as ProposalData;
    const bytes = await renderProposalPdf({
      ...data,
      signature: {
        fullName: signing.fullName,
        position: signing.position,
        signedAt: now.toISOString(),
        imageBase64: signing.signature.kind === "drawn" ? signatureImageBase64(signing.signature.image) : null,
        typed: signing.signature.kind === "typed" ? signing.signature.text : null,
      },
    });
    await db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM "BuiltinSigningEnvelope" WHERE id = ${envelope.id} FOR UPDATE`;
      if (locked?.status !== "PENDING") return; // signed meanwhile by a concurrent submit
      const file = await storeFile(tx, { bytes, fileName: `${envelope.title}-signed.pdf`, contentType: "application/pdf", folder: "signing" });
      await tx.builtinSigningEnvelope.update({
        where: { id: envelope.id },
        data: { status: "SIGNED", signedName: signing.fullName, signedPosition: signing.position, signedAt: now, signedFileId: file.id },
      });
    });
  }
  const delivery = await deliverBuiltinWebhook(envelope.id, now);
  // Delivered, or to be retried by the background job: the signature is kept either way.
  return { redirectUrl: delivery === "rejected" ? envelope.errorUrl : envelope.successUrl };
}

import "server-only";
import { AppError, notFound, validationFailure } from "@/lib/api/errors";
import { SIGNING_MESSAGES, builtinSigningSchema, signatureImageBase64 } from "@/lib/signing/builtin-signing-schema";
import { db } from "@/server/db";
import type { ProposalData } from "@/server/documents/proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { readStoredFile, storeFile } from "@/server/storage/file-storage";
import { deliverBuiltinWebhook } from "./deliver-builtin-webhook";

const ENVELOPE_ID = /^[A-Za-z0-9_-]{32}$/;

export const WITHDRAWN_MESSAGE =
  "This signing request was withdrawn: the proposal changed or is no longer on offer. Ask your broker for a new signing link.";
export const EXPIRED_MESSAGE = "This signing request has expired. Ask your broker for a new signing link.";

/** The largest drawn signature accepted, in pixels: a signature pad is a few hundred wide. */
const MAX_SIGNATURE_WIDTH = 4000;
const MAX_SIGNATURE_HEIGHT = 2000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The drawn signature's PNG bytes, checked: the PNG signature, an IHDR chunk first, and a size a
 * signature pad makes. Anything else would print as an empty signature box.
 */
function drawnSignaturePng(dataUrl: string): string {
  const base64 = signatureImageBase64(dataUrl);
  const bytes = base64 ? Buffer.from(base64, "base64") : Buffer.alloc(0);
  const ok =
    bytes.length > 33 &&
    bytes.subarray(0, 8).equals(PNG_MAGIC) &&
    bytes.subarray(12, 16).toString("latin1") === "IHDR" &&
    bytes.readUInt32BE(16) > 0 &&
    bytes.readUInt32BE(16) <= MAX_SIGNATURE_WIDTH &&
    bytes.readUInt32BE(20) > 0 &&
    bytes.readUInt32BE(20) <= MAX_SIGNATURE_HEIGHT;
  if (!ok) throw validationFailure([{ path: "signature.image", message: SIGNING_MESSAGES.signatureImage }]);
  return base64!;
}

/** The built-in signing page's view of an envelope; null when the id is not one. */
export async function getBuiltinEnvelope(envelopeId: string, now = new Date()) {
  if (!ENVELOPE_ID.test(envelopeId)) return null;
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId } });
  if (!envelope) return null;
  return {
    id: envelope.id,
    title: envelope.title,
    /** Who signs for: the insured's name (the signer's own name is theirs to give, never prefilled). */
    insuredName: envelope.signerName,
    status: envelope.status,
    expired: envelope.status === "PENDING" && envelope.expiresAt <= now,
  };
}

/** 404 for an id that is no envelope, before a signing body is read. */
export async function assertEnvelopeExists(envelopeId: string) {
  const found = ENVELOPE_ID.test(envelopeId) && (await db.builtinSigningEnvelope.count({ where: { id: envelopeId } })) > 0;
  if (!found) throw notFound("Signing request");
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
 * harmless: the second time changes nothing and returns where to go. A withdrawn (the proposal
 * changed, the quotation was cancelled or revised) or expired envelope cannot be signed. Answers
 * the URL the signer's browser goes to next.
 */
export async function signBuiltinEnvelope(
  envelopeId: string,
  input: ActionInput<typeof builtinSigningSchema>,
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const envelope = ENVELOPE_ID.test(envelopeId) ? await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId } }) : null;
  if (!envelope) throw notFound("Signing request");
  const signing = actionInput(builtinSigningSchema, input);
  if (envelope.status === "FAILED") throw new AppError("INVALID_STATE_TRANSITION", WITHDRAWN_MESSAGE);
  if (envelope.status === "PENDING") {
    if (envelope.expiresAt <= now) throw new AppError("INVALID_STATE_TRANSITION", EXPIRED_MESSAGE);
    const imageBase64 = signing.signature.kind === "drawn" ? drawnSignaturePng(signing.signature.image) : null;
    const data = envelope.documentData as unknown as ProposalData;
    const bytes = await renderProposalPdf({
      ...data,
      signature: {
        fullName: signing.fullName,
        position: signing.position,
        signedAt: now.toISOString(),
        imageBase64,
        typed: signing.signature.kind === "typed" ? signing.signature.text : null,
      },
    });
    const outcome = await db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<
        { status: string }[]
      >`SELECT status FROM "BuiltinSigningEnvelope" WHERE id = ${envelope.id} FOR UPDATE`;
      if (locked?.status === "FAILED") return "withdrawn" as const; // withdrawn while the letter rendered
      if (locked?.status !== "PENDING") return "signed" as const; // signed meanwhile by a concurrent submit
      const file = await storeFile(tx, {
        bytes,
        fileName: `${envelope.title}-signed.pdf`,
        contentType: "application/pdf",
        folder: "signing",
      });
      await tx.builtinSigningEnvelope.update({
        where: { id: envelope.id },
        data: {
          status: "SIGNED",
          signedName: signing.fullName,
          signedPosition: signing.position,
          signedImage: imageBase64 ? Buffer.from(imageBase64, "base64") : null,
          signedText: signing.signature.kind === "typed" ? signing.signature.text : null,
          signedAt: now,
          signedFileId: file.id,
        },
      });
      return "signed" as const;
    });
    if (outcome === "withdrawn") throw new AppError("INVALID_STATE_TRANSITION", WITHDRAWN_MESSAGE);
  }
  const delivery = await deliverBuiltinWebhook(envelope.id, now);
  // Delivered, or to be retried by the background job: the signature is kept either way.
  return { redirectUrl: delivery === "rejected" ? envelope.errorUrl : envelope.successUrl };
}

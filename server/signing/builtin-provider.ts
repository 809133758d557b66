import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { readStoredFile, storeFile } from "@/server/storage/file-storage";
import {
  SigningProviderError,
  type CreateEnvelopeInput,
  type Envelope,
  type SigningProvider,
  type WebhookRequestLike,
  type WebhookVerification,
} from "./provider";
import { verifyWebhook } from "./webhook-signature";

/**
 * The built-in signing provider (SIGNING_PROVIDER=builtin, the default): the portal's own signing
 * page, written as if it were a separate service. An envelope is a row of BuiltinSigningEnvelope
 * whose random id is the secret part of its signing URL (`/sign/builtin/{id}`), as a provider's
 * recipient token is. The signer's page (`app/sign/builtin/...`) calls `signBuiltinEnvelope`,
 * which stamps the signature into the document and posts a webhook signed with
 * SIGNING_SECRET (`webhook-signature.ts`) to `/api/signing/webhook`, like any provider would.
 */

/** How long a built-in envelope can be signed: 14 days, as the emailed link. */
export const BUILTIN_ENVELOPE_TTL_SECONDS = 14 * 24 * 60 * 60;

export const builtinWebhookBodySchema = z.object({
  type: z.enum(["signed", "declined", "failed"]),
  externalId: z.string().min(1).max(200),
  envelopeId: z.string().min(1).max(100),
  signedAt: z.string().datetime().nullable(),
  reason: z.string().max(500).optional(),
});
export type BuiltinWebhookBody = z.infer<typeof builtinWebhookBodySchema>;

export type BuiltinProviderOptions = { appUrl: string; secret: string; ttlSeconds?: number; now?: () => Date };

export function createBuiltinProvider(options: BuiltinProviderOptions): SigningProvider {
  const appUrl = options.appUrl.replace(/\/$/, "");
  const now = options.now ?? (() => new Date());

  async function createEnvelope(input: CreateEnvelopeInput): Promise<Envelope> {
    if (input.documentData === undefined) {
      throw new SigningProviderError("The built-in provider needs the document's data to stamp the signature", {
        provider: "builtin",
        step: "create",
      });
    }
    const id = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now().getTime() + (options.ttlSeconds ?? BUILTIN_ENVELOPE_TTL_SECONDS) * 1000);
    await db.$transaction(async (tx) => {
      const file = await storeFile(tx, {
        bytes: input.pdf,
        fileName: `${input.title ?? input.externalId}.pdf`,
        contentType: "application/pdf",
        folder: "signing",
      });
      await tx.builtinSigningEnvelope.create({
        data: {
          id,
          externalId: input.externalId,
          title: input.title ?? input.externalId,
          signerName: input.signer.name,
          signerEmail: input.signer.email ?? "",
          fileId: file.id,
          documentData: input.documentData as Prisma.InputJsonValue,
          successUrl: input.successUrl,
          errorUrl: input.errorUrl,
          expiresAt,
        },
      });
    });
    return { envelopeId: id, signingUrl: `${appUrl}/sign/builtin/${id}` };
  }

  async function verifyWebhookRequest(request: WebhookRequestLike): Promise<WebhookVerification> {
    const signature = verifyWebhook(request.rawBody, request.headers, options.secret, now());
    if (!signature.ok) return { ok: false, reason: signature.reason };
    let body: BuiltinWebhookBody;
    try {
      const parsed = builtinWebhookBodySchema.safeParse(JSON.parse(request.rawBody.toString()));
      if (!parsed.success) return { ok: false, reason: "malformed-body" };
      body = parsed.data;
    } catch {
      return { ok: false, reason: "malformed-body" };
    }
    // The envelope must agree: a signed event about an envelope that was not signed is refused.
    const envelope = await db.builtinSigningEnvelope.findUnique({
      where: { id: body.envelopeId },
      select: {
        externalId: true,
        status: true,
        signedAt: true,
        signedName: true,
        signedPosition: true,
        signedImage: true,
        signedText: true,
      },
    });
    if (!envelope) return { ok: true, event: null };
    if (envelope.externalId !== body.externalId) return { ok: false, reason: "unconfirmed" };
    if (body.type === "signed" && envelope.status !== "SIGNED") return { ok: false, reason: "unconfirmed" };
    return {
      ok: true,
      event: {
        type: body.type,
        externalId: body.externalId,
        envelopeId: body.envelopeId,
        signedAt: body.type === "signed" ? (envelope.signedAt ?? (body.signedAt ? new Date(body.signedAt) : null)) : null,
        ...(body.reason ? { reason: body.reason } : {}),
        ...(body.type === "signed" && envelope.signedName ? { signerName: envelope.signedName } : {}),
        ...(body.type === "signed" && envelope.signedPosition ? { signerPosition: envelope.signedPosition } : {}),
        ...(body.type === "signed" && envelope.signedImage
          ? { signature: { kind: "drawn" as const, png: Buffer.from(envelope.signedImage) } }
          : body.type === "signed" && envelope.signedText
            ? { signature: { kind: "typed" as const, text: envelope.signedText } }
            : {}),
      },
    };
  }

  async function downloadSigned(envelopeId: string): Promise<Buffer> {
    const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId }, include: { signedFile: true } });
    if (!envelope?.signedFile)
      throw new SigningProviderError("The envelope has no signed document", { provider: "builtin", step: "download" });
    return readStoredFile(envelope.signedFile.storageKey);
  }

  return { name: "builtin", createEnvelope, verifyWebhook: verifyWebhookRequest, downloadSigned };
}

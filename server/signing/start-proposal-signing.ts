import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { systemReader } from "@/server/auth/system-reader";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { pathId } from "@/server/http/path-id";
import { RATE_LIMITS, enforceRateLimit } from "@/server/http/rate-limit";
import { generateQuotationProposal } from "@/server/quotations/generate-quotation-proposal";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { readStoredFile } from "@/server/storage/file-storage";
import type { SigningProvider } from "./provider";
import { deliverBuiltinWebhook } from "./deliver-builtin-webhook";
import { verifySignedLink } from "./signed-link";
import { signingProvider } from "./signing-provider";

/** Why the signing could not start; `/sign/error?reason=` explains each under the spec's message. */
export type SigningErrorReason = "invalid-link" | "expired-link" | "not-signable" | "provider";

export type SigningStart = { ok: true; redirectUrl: string } | { ok: false; reason: SigningErrorReason };

const reader = systemReader("Signing link");
const appUrl = () => env().APP_URL.replace(/\/$/, "");
const ALREADY_SIGNED = ["SIGNED", "READY_TO_BIND", "BOUND"];

/**
 * GET /sign/{quotationId}?token=…: checks the signed, expiring link and sends the signer to the
 * provider with the quotation's stored proposal. An envelope still open for the same version is
 * reused, so opening the link twice does not create a second one. Nothing about the quotation
 * changes here: only the provider's verified webhook makes it SIGNED.
 */
export async function startProposalSigning(
  quotationId: string,
  token: string | null,
  now = new Date(),
  provider: SigningProvider = signingProvider(),
): Promise<SigningStart> {
  let id: number;
  try {
    id = pathId(quotationId, "Quotation");
  } catch {
    return { ok: false, reason: "invalid-link" };
  }
  const link = verifySignedLink(token, "sign", id, now);
  if (!link.ok) return { ok: false, reason: link.error === "expired" ? "expired-link" : "invalid-link" };
  // Only the quotation's live link opens the signing (decision D68); one it replaced has expired.
  const live = await db.signingLink.findUnique({ where: { quotationId: id }, select: { nonce: true } });
  if (live && live.nonce !== link.nonce) return { ok: false, reason: "expired-link" };
  // A valid link opened too often (each opening may create an envelope): 429 (D87).
  await enforceRateLimit(RATE_LIMITS.signingOpenPerLink, `quotation:${id}`);

  const details = await getQuotationDetails(reader, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") return null;
    throw error;
  });
  if (!details) return { ok: false, reason: "invalid-link" };
  if (ALREADY_SIGNED.includes(details.status)) return { ok: true, redirectUrl: `${appUrl()}/sign/success?already=1` };
  if (details.status !== "PRE_BOUND") return { ok: false, reason: "not-signable" };

  const proposal = await generateQuotationProposal(id, now);
  if (!proposal) return { ok: false, reason: "not-signable" };
  const versionId = details.current.id;
  // The signer is the insured: nothing about the broker is given as the signer's (D81).
  const signer = {
    name: details.current.applicant.name ?? details.insuredName,
    email: details.current.applicant.email?.trim() || null,
  };
  try {
    const claim = await claimSigning(versionId, provider.name, now);
    if (claim.kind === "open") return { ok: true, redirectUrl: claim.signingUrl };
    if (claim.kind === "signed") {
      // Signed, but the webhook is still to be delivered: deliver it now rather than sign again.
      await deliverBuiltinWebhook(claim.envelopeId, now);
      return { ok: true, redirectUrl: `${appUrl()}/sign/success?already=1` };
    }
    try {
      const envelope = await provider.createEnvelope({
        pdf: await readStoredFile(proposal.file.storageKey),
        documentData: proposal.data ?? undefined,
        signer,
        contactEmail: details.brokerUser.email,
        externalId: claim.externalId,
        title: `Proposal ${details.quotationNumber}`,
        successUrl: `${appUrl()}/sign/success`,
        errorUrl: `${appUrl()}/sign/error?reason=provider`,
      });
      await db.signingRequest.update({
        where: { id: claim.requestId },
        data: { envelopeId: envelope.envelopeId, signingUrl: envelope.signingUrl, signerName: signer.name, signerEmail: signer.email },
      });
      return { ok: true, redirectUrl: envelope.signingUrl };
    } catch (error) {
      await db.signingRequest.update({
        where: { id: claim.requestId },
        data: { status: "FAILED", failureReason: "The signing provider could not create the envelope", completedAt: new Date() },
      });
      throw error;
    }
  } catch (error) {
    console.error(`Signing could not start for quotation ${id}:`, error);
    return { ok: false, reason: "provider" };
  }
}

/** A claim whose envelope is not made within this time is taken to have failed. */
const CLAIM_TIMEOUT_MS = 2 * 60_000;
const CLAIM_POLL_MS = 200;

type Claim =
  | { kind: "open"; signingUrl: string }
  | { kind: "signed"; envelopeId: string }
  | { kind: "claimed"; requestId: number; externalId: string };

/**
 * The open signing request of a version, or a new one claimed by this call. At most one request
 * per version and provider is PENDING (a partial unique index): when the link is opened several
 * times at once (a double click, a mail scanner), one call creates the envelope and the others
 * wait for its signing URL. No transaction is held while the provider is called.
 */
async function claimSigning(versionId: number, provider: string, now: Date): Promise<Claim> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const open = await db.signingRequest.findFirst({ where: { versionId, provider, status: "PENDING" }, orderBy: { id: "desc" } });
    if (open?.signingUrl) {
      const state = await envelopeState(open.provider, open.envelopeId, now);
      if (state === "open") return { kind: "open", signingUrl: open.signingUrl };
      if (state === "signed" && open.envelopeId) return { kind: "signed", envelopeId: open.envelopeId };
      await closeRequest(open.id, "The signing link expired");
      continue;
    }
    if (open) {
      if (Date.now() - open.createdAt.getTime() > CLAIM_TIMEOUT_MS) await closeRequest(open.id, "The envelope was not created in time");
      else await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      continue;
    }
    const externalId = `quotation-${versionId}-${randomBytes(8).toString("hex")}`;
    try {
      const created = await db.signingRequest.create({ data: { versionId, provider, externalId } });
      return { kind: "claimed", requestId: created.id, externalId };
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002") throw error; // another call claimed it first
    }
  }
  throw new Error(`No signing envelope became available for version ${versionId}`);
}

async function closeRequest(id: number, reason: string) {
  await db.signingRequest.updateMany({
    where: { id, status: "PENDING" },
    data: { status: "FAILED", failureReason: reason, completedAt: new Date() },
  });
}

/**
 * Whether an open signing request can still be used: a built-in envelope lapses, and may be signed
 * with its webhook still on the way; a Documenso one stays open until completed or cancelled there.
 */
async function envelopeState(provider: string, envelopeId: string | null, now: Date): Promise<"open" | "signed" | "closed"> {
  if (provider !== "builtin" || !envelopeId) return "open";
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId }, select: { status: true, expiresAt: true } });
  if (envelope?.status === "SIGNED") return "signed";
  return envelope?.status === "PENDING" && envelope.expiresAt > now ? "open" : "closed";
}

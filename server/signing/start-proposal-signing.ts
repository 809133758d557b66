import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { systemReader } from "@/server/auth/system-reader";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { pathId } from "@/server/http/path-id";
import { generateQuotationProposal } from "@/server/quotations/generate-quotation-proposal";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { readStoredFile } from "@/server/storage/file-storage";
import type { SigningProvider } from "./provider";
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

  const details = await getQuotationDetails(reader, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") return null;
    throw error;
  });
  if (!details) return { ok: false, reason: "invalid-link" };
  if (ALREADY_SIGNED.includes(details.status)) return { ok: true, redirectUrl: `${appUrl()}/sign/success?already=1` };
  if (details.status !== "PRE_BOUND") return { ok: false, reason: "not-signable" };

  const open = await db.signingRequest.findFirst({
    where: { versionId: details.current.id, provider: provider.name, status: "PENDING", signingUrl: { not: null } },
    orderBy: { id: "desc" },
  });
  if (open?.signingUrl && (await stillOpen(open.provider, open.envelopeId, now))) return { ok: true, redirectUrl: open.signingUrl };

  const proposal = await generateQuotationProposal(id, now);
  if (!proposal) return { ok: false, reason: "not-signable" };
  const signer = {
    name: details.current.applicant.name ?? details.insuredName,
    email: details.current.applicant.email ?? details.brokerUser.email,
  };
  const externalId = `quotation-${id}-v${details.current.versionNumber}-${randomBytes(6).toString("hex")}`;
  try {
    const envelope = await provider.createEnvelope({
      pdf: await readStoredFile(proposal.file.storageKey),
      documentData: proposal.data ?? undefined,
      signer,
      externalId,
      title: `Proposal ${details.quotationNumber}`,
      successUrl: `${appUrl()}/sign/success`,
      errorUrl: `${appUrl()}/sign/error?reason=provider`,
    });
    await db.signingRequest.create({
      data: {
        versionId: details.current.id,
        provider: provider.name,
        externalId,
        envelopeId: envelope.envelopeId,
        signingUrl: envelope.signingUrl,
        signerName: signer.name,
        signerEmail: signer.email,
      },
    });
    return { ok: true, redirectUrl: envelope.signingUrl };
  } catch (error) {
    console.error(`Signing could not start for quotation ${id}:`, error);
    return { ok: false, reason: "provider" };
  }
}

/** A built-in envelope lapses; a Documenso one stays open until completed or cancelled there. */
async function stillOpen(provider: string, envelopeId: string | null, now: Date): Promise<boolean> {
  if (provider !== "builtin" || !envelopeId) return true;
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId }, select: { status: true, expiresAt: true } });
  return envelope?.status === "PENDING" && envelope.expiresAt > now;
}

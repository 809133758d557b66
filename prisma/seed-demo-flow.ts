// The steps the demo seeds take a quotation through, by the real use cases: the demo users as
// actors, the application every demo quotation starts from, and a READY quotation taken to a live
// policy (signed by the insured on the built-in signing page, IWO uploaded, bind requested, bound).
import { db } from "@/server/db";
import type { PerilName } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { requestQuotationBind } from "@/server/quotations/request-quotation-bind";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { submitQuotation } from "@/server/quotations/submit-quotation";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";
import { signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";
import { liveSigningLink } from "@/server/signing/signing-links";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "@/server/signing/webhook-signature";

/** A demo user as the actor of the use cases (null when the demo users are not there). */
export async function actor(email: string): Promise<Actor | null> {
  const u = await db.user.findUnique({ where: { email }, include: { company: true } });
  if (!u) return null;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    permissionLevel: u.permissionLevel,
    companyId: u.companyId,
    companyName: u.company.name,
    companyRole: u.company.role,
    timeZone: u.timeZone,
    dateFormat: u.dateFormat,
    timeFormat: u.timeFormat,
    sessionId: "seed",
    sessionExpiresAt: new Date(Date.now() + 60_000),
  };
}

/** The application fields every demo quotation shares. */
export const base = (brokerUserId: number) => ({
  brokerUserId: String(brokerUserId),
  promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
  deductible: "0",
  claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  priorLoss: "no",
  priorLossDetails: "",
  declarationAccepted: true,
});

/** A new draft submitted with `values`: rated from the weather history. */
export async function submitAs(who: Actor, values: Record<string, unknown>) {
  return submitQuotation(who, (await createQuotationDraft(who, {})).id, values);
}

/** A one-page PDF standing in for the insured's signed IWO form. */
const DEMO_IWO = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Signs a pre-bound quotation's proposal on the built-in signing page, as the insured would. The
 * portal is not serving yet, so the provider's webhook cannot be posted to it: it is handed to the
 * webhook use case directly, signed as the redelivery job would post it.
 */
async function signProposal(quotationId: number, fullName: string, position: string) {
  // The quotation's live link, the one emailed at pre-bind (only that link opens the signing, D68).
  const { url } = await db.$transaction((tx) => liveSigningLink(tx, quotationId));
  const start = await startProposalSigning(String(quotationId), new URL(url).searchParams.get("token"));
  if (!start.ok) return false;
  const envelopeId = start.redirectUrl.split("/sign/builtin/")[1];
  await signBuiltinEnvelope(envelopeId, { fullName, position, signature: { kind: "typed", text: fullName }, consent: true });
  const envelope = await db.builtinSigningEnvelope.findUniqueOrThrow({ where: { id: envelopeId } });
  if (!envelope.webhookDeliveredAt) {
    const body = JSON.stringify({
      type: "signed",
      externalId: envelope.externalId,
      envelopeId,
      signedAt: envelope.signedAt?.toISOString() ?? null,
    });
    const header = signWebhook(body, Math.floor(Date.now() / 1000), env().SIGNING_SECRET);
    await receiveSigningWebhook({ headers: { [WEBHOOK_SIGNATURE_HEADER]: header }, rawBody: body });
    await db.builtinSigningEnvelope.update({ where: { id: envelopeId }, data: { webhookDeliveredAt: new Date() } });
  }
  return true;
}

/** A READY quotation taken to a live policy: options chosen, signed by the insured, IWO uploaded, bind requested, bound. */
export async function takeToPolicy(
  who: { broker: Actor; underwriter: Actor },
  quotationId: number,
  perils: PerilName[],
  signer: { name: string; position: string },
  policyNumber: string,
) {
  await selectQuotationOptions(who.broker, quotationId, { perils, claimsVerificationSource: "CLOSEST_WEATHER_STATION" });
  if (!(await signProposal(quotationId, signer.name, signer.position))) return null;
  await uploadQuotationDocument(who.broker, quotationId, { bytes: DEMO_IWO, fileName: `iwo-${policyNumber.toLowerCase()}.pdf` }, "IWO");
  await requestQuotationBind(who.broker, quotationId, { attestation: true });
  return bindQuotation(who.underwriter, quotationId, { policyNumber });
}

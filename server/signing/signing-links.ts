import { formatDate } from "@/lib/format/date-time";
import type { Tx } from "@/server/db";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { env } from "@/server/env";
import { createSignedLink } from "./signed-link";

/** How long an emailed signing link (and the proposal link beside it) works: 14 days. */
export const SIGNING_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

const appUrl = () => env().APP_URL.replace(/\/$/, "");

/** `/sign/{id}?token=…`: opens the signing of the quotation's current proposal. */
export function signingUrl(quotationId: number, now = new Date(), ttlSeconds = SIGNING_LINK_TTL_SECONDS): string {
  return `${appUrl()}/sign/${quotationId}?token=${createSignedLink("sign", quotationId, ttlSeconds, now)}`;
}

/** `/print/quotation-proposal/{id}?token=…`: the proposal letter for someone without an account. */
export function proposalPrintUrl(quotationId: number, now = new Date(), ttlSeconds = SIGNING_LINK_TTL_SECONDS): string {
  return `${appUrl()}/print/quotation-proposal/${quotationId}?token=${createSignedLink("print-proposal", quotationId, ttlSeconds, now)}`;
}

type Subject = { id: number; quotationNumber: string; insuredName: string; brokerUserId: number };
type Version = { applicantName: string | null; applicantEmail: string | null; eventName: string | null; promotionName: string | null };

/**
 * Emails the signing link of a pre-bound quotation to its broker and to the insured (when the
 * application gives the insured's email), inside the transaction that pre-binds it.
 */
export async function emailSigningLinks(tx: Tx, quotation: Subject, version: Version, now = new Date()) {
  const broker = await tx.user.findUnique({ where: { id: quotation.brokerUserId }, select: { email: true, firstName: true, enabled: true } });
  const expiresAt = new Date(now.getTime() + SIGNING_LINK_TTL_SECONDS * 1000);
  const common = {
    quotationNumber: quotation.quotationNumber,
    insuredName: version.applicantName ?? quotation.insuredName,
    subject: version.eventName ?? version.promotionName ?? "the cover proposed",
    signingUrl: signingUrl(quotation.id, now),
    proposalUrl: proposalPrintUrl(quotation.id, now),
    expiresOn: formatDate(expiresAt, { dateFormat: "MMMM d, yyyy" }),
  };
  const subject = `${quotation.quotationNumber}: proposal ready to sign`;
  if (broker?.enabled) {
    await enqueueEmail(tx, { to: broker.email, template: "signing-request", subject, props: { ...common, greeting: `Hello ${broker.firstName},` } });
  }
  const insuredEmail = version.applicantEmail?.trim();
  if (insuredEmail && insuredEmail.toLowerCase() !== broker?.email.toLowerCase()) {
    await enqueueEmail(tx, { to: insuredEmail, template: "signing-request", subject, props: { ...common, greeting: `Hello ${common.insuredName},` } });
  }
}

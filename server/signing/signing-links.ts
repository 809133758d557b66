import "server-only";
import { formatDateTime, PORTAL_TIME_ZONE } from "@/lib/format/date-time";
import type { SigningLinkDelivery } from "@/lib/signing/signing-link";
import type { Tx } from "@/server/db";
import { insuredReason } from "@/emails/layout";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { env } from "@/server/env";
import { randomBytes } from "node:crypto";
import { createSignedLink, signedLinkToken } from "./signed-link";

/** How long an emailed signing link (and the proposal link beside it) works: 14 days. */
export const SIGNING_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

const appUrl = () => env().APP_URL.replace(/\/$/, "");

/** `/sign/{id}?token=…`: opens the signing of the quotation's current proposal. */
export function signingUrl(quotationId: number, now = new Date(), ttlSeconds = SIGNING_LINK_TTL_SECONDS): string {
  return `${appUrl()}/sign/${quotationId}?token=${createSignedLink("sign", quotationId, ttlSeconds, now)}`;
}

/** A live link is handed out again while it has at least this long to live; else a new one replaces it. */
const MIN_REMAINING_MS = 24 * 60 * 60 * 1000;

/**
 * The one live signing link of a quotation (decision D68), kept in `SigningLink`: the same link
 * while it has more than a day to live, else (or when `fresh`: a new pre-bind) a new one that
 * replaces it, so that every older link of the quotation stops opening the signing. The caller
 * holds the quotation's row lock, so concurrent requests see each other's link.
 */
export async function liveSigningLink(
  tx: Tx,
  quotationId: number,
  now = new Date(),
  { fresh = false } = {},
): Promise<{ url: string; expiresAt: Date }> {
  const url = (nonce: string, expiresAt: Date) =>
    `${appUrl()}/sign/${quotationId}?token=${signedLinkToken("sign", quotationId, nonce, expiresAt)}`;
  const current = fresh ? null : await tx.signingLink.findUnique({ where: { quotationId } });
  if (current && current.expiresAt.getTime() - now.getTime() >= MIN_REMAINING_MS)
    return { url: url(current.nonce, current.expiresAt), expiresAt: current.expiresAt };
  const nonce = randomBytes(12).toString("base64url");
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + SIGNING_LINK_TTL_SECONDS) * 1000);
  await tx.signingLink.upsert({
    where: { quotationId },
    create: { quotationId, nonce, expiresAt },
    update: { nonce, expiresAt, createdAt: now },
  });
  return { url: url(nonce, expiresAt), expiresAt };
}

/** `/print/quotation-proposal/{id}?token=…`: the proposal letter for someone without an account. */
export function proposalPrintUrl(quotationId: number, now = new Date(), ttlSeconds = SIGNING_LINK_TTL_SECONDS): string {
  return `${appUrl()}/print/quotation-proposal/${quotationId}?token=${createSignedLink("print-proposal", quotationId, ttlSeconds, now)}`;
}

type Subject = { id: number; quotationNumber: string; insuredName: string; brokerUserId: number };
type Version = { applicantName: string | null; applicantEmail: string | null; eventName: string | null; promotionName: string | null };

/**
 * Emails the signing link of a pre-bound quotation to its broker and to the insured (when the
 * application gives the insured's email), inside the transaction that pre-binds it (`fresh`: a
 * new link replaces any earlier one) or that asks for it again (the live link). Answers who was
 * emailed and who was not, and why, so the broker is told exactly that (D81).
 */
export async function emailSigningLinks(
  tx: Tx,
  quotation: Subject,
  version: Version,
  now = new Date(),
  { fresh = false } = {},
): Promise<SigningLinkDelivery> {
  const broker = await tx.user.findUnique({
    where: { id: quotation.brokerUserId },
    select: { email: true, firstName: true, enabled: true, timeZone: true, dateFormat: true, timeFormat: true },
  });
  const link = await liveSigningLink(tx, quotation.id, now, { fresh });
  const brokerCompany = (
    await tx.quotation.findUnique({ where: { id: quotation.id }, select: { brokerCompany: { select: { name: true } } } })
  )?.brokerCompany.name;
  const expiresAt = link.expiresAt;
  const common = {
    quotationNumber: quotation.quotationNumber,
    insuredName: version.applicantName ?? quotation.insuredName,
    subject: version.eventName ?? version.promotionName ?? "the cover proposed",
    signingUrl: link.url,
    proposalUrl: proposalPrintUrl(quotation.id, now),
    // The insured has no profile: the portal's zone, named (D84).
    expiresOn: formatDateTime(expiresAt, { timeZone: PORTAL_TIME_ZONE, withZone: true }),
  };
  const subject = `${quotation.quotationNumber}: proposal ready to sign`;
  const delivery: SigningLinkDelivery = { sentTo: [], notSent: [] };
  if (broker?.enabled) {
    // The broker reads the expiry in the zone and formats of their profile.
    const expiresOn = formatDateTime(expiresAt, {
      timeZone: broker.timeZone,
      dateFormat: broker.dateFormat,
      timeFormat: broker.timeFormat,
      withZone: true,
    });
    await enqueueEmail(tx, {
      to: broker.email,
      template: "signing-request",
      subject,
      props: { ...common, expiresOn, greeting: `Hello ${broker.firstName},` },
    });
    delivery.sentTo.push({ role: "broker", email: broker.email });
  } else {
    delivery.notSent.push({ role: "broker", reason: "disabled" });
  }
  const insuredEmail = version.applicantEmail?.trim();
  if (!insuredEmail) {
    delivery.notSent.push({ role: "insured", reason: "no-email" });
  } else if (broker?.enabled && insuredEmail.toLowerCase() === broker.email.toLowerCase()) {
    delivery.notSent.push({ role: "insured", reason: "same-address" });
  } else {
    await enqueueEmail(tx, {
      to: insuredEmail,
      template: "signing-request",
      subject,
      // The insured has no account: the email says which broker asked for the quotation.
      props: { ...common, greeting: `Hello ${common.insuredName},`, reason: insuredReason(brokerCompany ?? "your insurance broker") },
    });
    delivery.sentTo.push({ role: "insured", email: insuredEmail });
  }
  return delivery;
}

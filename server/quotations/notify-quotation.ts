import "server-only";
import type { Tx } from "@/server/db";
import { emailUnderwriters, emailUser } from "@/server/email/notify-people";
import { env } from "@/server/env";

type Subject = { id: number; quotationNumber: string; insuredName: string; brokerUserId: number };

const quotationUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/quotation/${id}/details`;

/** Tells every enabled underwriter that a quotation waits for them (referral, pre-bound referral). */
export async function notifyUnderwriters(tx: Tx, quotation: Subject, title: string, intro: string, lines: string[]) {
  await emailUnderwriters(tx, { subject: `${quotation.quotationNumber}: ${title}`, intro, lines, url: quotationUrl(quotation.id) });
}

/** Tells the quotation's broker about a decision (review, decline, pre-bound referral). */
export async function notifyBroker(tx: Tx, quotation: Subject, title: string, intro: string, lines: string[]) {
  await emailUser(tx, quotation.brokerUserId, {
    subject: `${quotation.quotationNumber}: ${title}`,
    intro,
    lines,
    url: quotationUrl(quotation.id),
  });
}

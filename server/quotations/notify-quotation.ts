import type { Tx } from "@/server/db";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { env } from "@/server/env";

type Subject = { id: number; quotationNumber: string; insuredName: string; brokerUserId: number };

const quotationUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/quotation/${id}/details`;

/** Tells every enabled underwriter that a quotation waits for them (referral, pre-bound referral). */
export async function notifyUnderwriters(tx: Tx, quotation: Subject, title: string, intro: string, lines: string[]) {
  const underwriters = await tx.user.findMany({
    where: { role: "ROLE_UNDERWRITER", enabled: true, company: { enabled: true } },
    select: { email: true },
    orderBy: { id: "asc" },
  });
  if (underwriters.length === 0) return;
  await enqueueEmail(tx, {
    to: underwriters.map((u) => u.email),
    template: "quotation-update",
    subject: `${quotation.quotationNumber}: ${title}`,
    props: { title: `${quotation.quotationNumber}: ${title}`, greeting: "Hello,", intro, lines, quotationUrl: quotationUrl(quotation.id) },
  });
}

/** Tells the quotation's broker about a decision (review, decline, pre-bound referral). */
export async function notifyBroker(tx: Tx, quotation: Subject, title: string, intro: string, lines: string[]) {
  const broker = await tx.user.findUnique({ where: { id: quotation.brokerUserId }, select: { email: true, firstName: true, enabled: true } });
  if (!broker || !broker.enabled) return;
  await enqueueEmail(tx, {
    to: broker.email,
    template: "quotation-update",
    subject: `${quotation.quotationNumber}: ${title}`,
    props: { title: `${quotation.quotationNumber}: ${title}`, greeting: `Hello ${broker.firstName},`, intro, lines, quotationUrl: quotationUrl(quotation.id) },
  });
}

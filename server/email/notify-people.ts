import "server-only";
import type { Tx } from "@/server/db";
import { enqueueEmail } from "./enqueue-email";

// The update emails of quotations and policies (template quotation-update): to one user (its
// broker) or to every enabled underwriter, written to the outbox in the caller's transaction.

type Update = {
  subject: string;
  intro: string;
  lines: string[];
  url: string;
  linkLabel?: string;
  documents?: { title: string; href: string }[];
};

/** Emails an enabled user (greeted by first name); a disabled or missing user gets nothing. */
export async function emailUser(tx: Tx, userId: number, update: Update): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, enabled: true } });
  if (!user || !user.enabled) return;
  await enqueueEmail(tx, {
    to: user.email,
    template: "quotation-update",
    subject: update.subject,
    props: {
      title: update.subject,
      greeting: `Hello ${user.firstName},`,
      intro: update.intro,
      lines: update.lines,
      quotationUrl: update.url,
      linkLabel: update.linkLabel,
      ...(update.documents?.length ? { documents: update.documents } : {}),
    },
  });
}

/** Emails every enabled underwriter of an enabled company, in one message. */
export async function emailUnderwriters(tx: Tx, update: Update): Promise<void> {
  const underwriters = await tx.user.findMany({
    where: { role: "ROLE_UNDERWRITER", enabled: true, company: { enabled: true } },
    select: { email: true },
    orderBy: { id: "asc" },
  });
  if (underwriters.length === 0) return;
  await enqueueEmail(tx, {
    to: underwriters.map((u) => u.email),
    template: "quotation-update",
    subject: update.subject,
    props: {
      title: update.subject,
      greeting: "Hello,",
      intro: update.intro,
      lines: update.lines,
      quotationUrl: update.url,
      linkLabel: update.linkLabel,
    },
  });
}

import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/server/db";
import { env } from "@/server/env";

const MAX_ATTEMPTS = 8;
const BATCH = 10;

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

// nodemailer reads its options from the URL, e.g. smtp://user:pass@host:587 or smtp://host:1025?ignoreTLS=true.
function transport(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport(url);
    transporterUrl = url;
  }
  return transporter;
}

/** Backoff between attempts: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends the outbox messages that are due. Rows are claimed with FOR UPDATE SKIP LOCKED so that
 * several app instances never send the same message twice. Returns how many were sent.
 */
export async function deliverDueEmails(): Promise<number> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return 0;
  let sent = 0;
  await db.$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "EmailOutbox"
        WHERE status = 'PENDING' AND "nextAttemptAt" <= now()
        ORDER BY id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      for (const { id } of due) {
        const message = await tx.emailOutbox.findUniqueOrThrow({ where: { id } });
        try {
          await transport(SMTP_URL).sendMail({
            from: MAIL_FROM,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
          });
          await tx.emailOutbox.update({
            where: { id },
            data: { status: "SENT", sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
          });
          sent++;
        } catch (error) {
          const attempts = message.attempts + 1;
          await tx.emailOutbox.update({
            where: { id },
            data: {
              attempts,
              lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
              status: attempts >= MAX_ATTEMPTS ? "FAILED" : "PENDING",
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            },
          });
        }
      }
    },
    { timeout: 120_000 },
  );
  return sent;
}

import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/server/db";
import { env } from "@/server/env";

const BATCH = 10;

/**
 * A message is retried until it has waited this long since it was queued (decision D88): an SMTP
 * outage of up to three days loses nothing. Only then is it marked FAILED, which admins see in
 * Settings › Email outbox and on their home page.
 */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** The longest wait between two attempts, so that mail goes out at most this long after SMTP returns. */
export const MAX_RETRY_DELAY_MS = 15 * 60 * 1000;

/**
 * How long a claimed message is reserved for the job run that claimed it. Longer than any send can
 * take (the timeouts below), so no other run or instance picks it up meanwhile; a process that dies
 * mid-send leaves it due again once this has passed.
 */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

// Bounded waits, so a silent SMTP server cannot hold a claim past its lease. Options written in
// SMTP_URL's query (e.g. ?connectionTimeout=5000) take precedence.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

// Errors of the connection rather than of one message: the other claimed messages are not tried.
const CONNECTION_ERRORS = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"]);

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

// nodemailer reads its options from the URL, e.g. smtp://user:pass@host:587 or smtp://host:1025?ignoreTLS=true.
function transport(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
    transporterUrl = url;
  }
  return transporter;
}

/** Backoff between attempts: 30 s, 1 min, 2 min, … capped at MAX_RETRY_DELAY_MS (15 min). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.min(Math.max(0, attempts - 1), 20), MAX_RETRY_DELAY_MS);
}

/**
 * Records an accepted message, retrying for about 10 s if the database is restarting meanwhile:
 * a lost SENT mark would send the message again when its lease ends.
 */
async function markSent(id: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.emailOutbox.update({ where: { id }, data: { status: "SENT", sentAt: new Date(), lastError: null } });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Sends the outbox messages that are due and returns how many were sent.
 *
 * Each run first claims up to 10 due messages in one statement (FOR UPDATE SKIP LOCKED, then
 * `nextAttemptAt` moved past the lease), so two runs, in one process or on several instances,
 * never take the same message. The SMTP conversation happens outside any database transaction;
 * each message is then marked SENT, or scheduled again with a capped backoff, or FAILED once it
 * has waited GIVE_UP_AFTER_MS.
 */
export async function deliverDueEmails(): Promise<number> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return 0;
  const claimed = await db.$queryRaw<{ id: number }[]>`
    UPDATE "EmailOutbox"
    SET "nextAttemptAt" = now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000}), attempts = attempts + 1
    WHERE status = 'PENDING' AND id IN (
      SELECT id FROM "EmailOutbox"
      WHERE status = 'PENDING' AND "nextAttemptAt" <= now()
      ORDER BY id LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  const ids = claimed.map((row) => row.id).sort((a, b) => a - b);
  let sent = 0;
  let connectionError: string | undefined;
  for (const id of ids) {
    const message = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    let failure = connectionError;
    if (!failure) {
      try {
        await transport(SMTP_URL).sendMail({
          from: MAIL_FROM,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
      } catch (error) {
        failure = errorText(error);
        if (CONNECTION_ERRORS.has((error as { code?: string }).code ?? "")) connectionError = failure;
      }
    }
    if (failure === undefined) {
      await markSent(id);
      sent++;
      continue;
    }
    const givingUp = Date.now() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    await db.emailOutbox.update({
      where: { id },
      data: {
        lastError: failure,
        status: givingUp ? "FAILED" : "PENDING",
        nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
      },
    });
  }
  return sent;
}

import { env } from "@/server/env";
import { deliverDueEmails } from "@/server/email/deliver-due-emails";

let started = false;

/** The email delivery job polls the outbox; several instances share the work through SKIP LOCKED. */
export function startBackgroundJobs(): void {
  if (started || env().EMAIL_WORKER === "off" || !env().SMTP_URL) return;
  started = true;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails();
    } catch (error) {
      console.error("email delivery failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  }, env().EMAIL_POLL_INTERVAL_MS);
  timer.unref();
}

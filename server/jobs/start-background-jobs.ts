import "server-only";
import { env } from "@/server/env";
import { sendPasswordResetLinks } from "@/server/auth/send-password-reset-links";
import { determineDueLossDays } from "@/server/claims/determine-due-loss-days";
import { deliverDueEmails } from "@/server/email/deliver-due-emails";
import { expireStaleQuotations } from "@/server/quotations/expire-stale-quotations";
import { deliverPendingBuiltinWebhooks } from "@/server/signing/deliver-builtin-webhook";
import { fetchDueObservations } from "@/server/weather/fetch-due-observations";

let started = false;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The email delivery job polls the outbox (several instances share the work through SKIP LOCKED);
 * the quotation expiry job runs at start and then once a day (its updates are guarded, so
 * instances running it at once do no harm); the built-in signing provider's webhooks that could
 * not be delivered at once are posted again every minute; password recovery requests are turned
 * into reset links and emails as often as the outbox is polled. With WEATHER_SOURCE=noaa the
 * observations of covered days that are over are fetched from NOAA NCEI (shortly after start, then
 * hourly; each station's back-off decides what is asked, D113), and the loss days that are due are
 * determined at start and every 15 minutes whatever the source.
 */
export function startBackgroundJobs(): void {
  if (started || env().EMAIL_WORKER === "off") return;
  started = true;
  startDailyExpiry();
  repeat("signing webhook redelivery", deliverPendingBuiltinWebhooks, 60_000);
  // Password recovery requests are handled here, not in the request (D108): the outbox gets the link whether or not SMTP is set.
  repeat("password recovery", sendPasswordResetLinks, env().EMAIL_POLL_INTERVAL_MS);
  if (env().WEATHER_SOURCE === "noaa") repeat("due observation fetch", fetchAndLogDueObservations, HOUR, 15_000);
  repeat("loss determination", determineAndLogDueLossDays, 15 * MINUTE, 20_000);
  if (!env().SMTP_URL) return;
  repeat("email delivery", deliverDueEmails, env().EMAIL_POLL_INTERVAL_MS);
}

/**
 * Runs `job` every `ms` (and once `firstAfterMs` after start when given), never twice at once; a
 * failure is logged and the next tick tries again.
 */
function repeat(name: string, job: () => Promise<unknown>, ms: number, firstAfterMs?: number) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  if (firstAfterMs !== undefined) setTimeout(tick, firstAfterMs).unref();
  setInterval(tick, ms).unref();
}

async function fetchAndLogDueObservations() {
  const { stations, days, failures } = await fetchDueObservations();
  if (stations > 0 || failures > 0) {
    console.info(`due observation fetch: ${days} day(s) saved from ${stations} station(s), ${failures} station(s) failed`);
  }
}

async function determineAndLogDueLossDays() {
  const written = await determineDueLossDays();
  if (written > 0) console.info(`loss determination: ${written} determination(s) written`);
}

function startDailyExpiry() {
  let lastDay = "";
  const tick = async () => {
    const day = new Date().toISOString().slice(0, 10);
    if (day === lastDay) return;
    lastDay = day;
    try {
      const count = await expireStaleQuotations();
      if (count > 0) console.info(`quotation expiry: ${count} quotation(s) expired`);
    } catch (error) {
      lastDay = "";
      console.error("quotation expiry failed:", error instanceof Error ? error.message : error);
    }
  };
  setTimeout(tick, 10_000).unref();
  setInterval(tick, HOUR).unref();
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E } from "./settings";

export type Mail = { from: string; to: string[]; raw: string; receivedAt: string };

function allMail(): Mail[] {
  if (!existsSync(E2E.mailDir)) return [];
  return readdirSync(E2E.mailDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(E2E.mailDir, f), "utf8")) as Mail);
}

/** Waits until the SMTP sink has received a message for `to` (after `since`). */
export async function waitForMail(to: string, since = new Date(0), timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = allMail().find((m) => m.to.includes(to) && new Date(m.receivedAt) >= since);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email for ${to} within ${timeoutMs} ms`);
}

export function mailCount(to: string): number {
  return allMail().filter((m) => m.to.includes(to)).length;
}

/** The first link to `pathPrefix` in a message, decoding quoted-printable soft breaks. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = body.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in the email`);
  return match[0].replace(/&amp;/g, "&");
}

/** Waits until the SMTP sink has received a message for `to` whose raw text matches `pattern`. */
export async function waitForMailMatching(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = allMail().find((m) => m.to.includes(to) && pattern.test(m.raw.replace(/=\r?\n/g, "")));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email for ${to} matching ${pattern} within ${timeoutMs} ms`);
}

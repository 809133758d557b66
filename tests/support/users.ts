import { db } from "@/server/db";

/** The token of the newest invitation email to `email` (the outbox keeps it when no SMTP server is set). */
export async function invitationToken(email: string): Promise<string> {
  const message = await db.emailOutbox.findFirstOrThrow({ where: { to: { has: email }, template: "invitation" }, orderBy: { id: "desc" } });
  const match = message.text.match(/http:\/\/portal\.test\/auth\/password-reset\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation link in: ${message.text}`);
  return match[1];
}

/** Company ids of the seeded demo data. */
export async function demoCompany(name: "Portal Admin" | "Summit Underwriting" | "Brightline Brokers" | "Harbor Insurance Agency") {
  return db.company.findFirstOrThrow({ where: { name } });
}

let seq = 0;
export function uniqueEmail(prefix = "new") {
  return `${prefix}-${Date.now().toString(36)}-${++seq}@test.example`;
}

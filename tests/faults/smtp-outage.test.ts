import { afterEach, describe, expect, it } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import * as usersApi from "@/lib/api/operations/users";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { sendPasswordResetLinks } from "@/server/auth/send-password-reset-links";
import { deliverDueEmails } from "@/server/email/deliver-due-emails";
import { createUser } from "@/server/users/create-user";
import { bodyOf } from "../support/described-call";
import { demoActor } from "../support/factories";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import { demoCompany, uniqueEmail } from "../support/users";

// Issue 15 item 5: SMTP down for a while loses no email, and every email is delivered exactly once
// after the server returns, even when job runs race (decision D88). A real SMTP server is stopped
// and started again on the same port.

afterEach(() => {
  delete process.env.SMTP_URL;
  reloadEnv();
});

/** Makes every waiting message due now, as if its retry time had come. */
const timePasses = () => db.emailOutbox.updateMany({ where: { status: "PENDING" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

describe("SMTP down for a while", () => {
  it("keeps every email through the outage and delivers each exactly once after the server returns", async () => {
    // A real SMTP server, stopped: its port now refuses connections.
    const first = await startSmtpSink();
    const port = first.port;
    const received: ReceivedMail[] = first.received;
    await first.close();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=3000`;
    reloadEnv();

    // Emails queued by real use cases while SMTP is down: invitations and a password reset.
    const admin = await demoActor("admin@example.com");
    const company = await demoCompany("Brightline Brokers");
    const invited: string[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await createUser(
        admin,
        bodyOf(usersApi.createUser, {
          firstName: "Olive",
          lastName: `Outage${i}`,
          email: uniqueEmail("outage"),
          role: "ROLE_BROKER",
          companyId: company.id,
        }),
      );
      invited.push(user.email);
    }
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: "broker@example.com" }));
    await sendPasswordResetLinks(); // the background half of the recovery (D108)
    const recipients = [...invited, "broker@example.com"];
    const mine = await db.emailOutbox.findMany({ where: { status: "PENDING" } });
    expect(mine).toHaveLength(recipients.length);

    // The job runs while SMTP is down, several times: nothing is sent, nothing is given up.
    for (let round = 1; round <= 3; round++) {
      const results = await Promise.all([deliverDueEmails(), deliverDueEmails()]);
      expect(results).toEqual([0, 0]);
      const rows = await db.emailOutbox.findMany({ where: { id: { in: mine.map((m) => m.id) } } });
      for (const row of rows) {
        expect(row.status).toBe("PENDING");
        expect(row.sentAt).toBeNull();
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      }
      await timePasses();
    }
    // Two days of outage: still waiting, not FAILED.
    await db.emailOutbox.updateMany({
      where: { id: { in: mine.map((m) => m.id) } },
      data: { createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) },
    });
    await deliverDueEmails();
    await deliverDueEmails();
    expect(await db.emailOutbox.count({ where: { id: { in: mine.map((m) => m.id) }, status: "PENDING" } })).toBe(mine.length);
    expect(received).toHaveLength(0);

    // The SMTP server comes back on the same port; three job runs race (as three instances would).
    const second = await startSmtpSink({ port, received });
    try {
      await timePasses();
      const sent = await Promise.all([deliverDueEmails(), deliverDueEmails(), deliverDueEmails()]);
      // Batches of 10: one more run takes the rest.
      sent.push(await deliverDueEmails(), await deliverDueEmails());
      expect(sent.reduce((a, b) => a + b, 0)).toBe(recipients.length);

      const rows = await db.emailOutbox.findMany({ where: { id: { in: mine.map((m) => m.id) } } });
      expect(rows.every((r) => r.status === "SENT" && r.sentAt !== null && r.lastError === null)).toBe(true);
      expect(received).toHaveLength(recipients.length);
      for (const to of recipients)
        expect(
          received.filter((m) => m.to.includes(to)),
          to,
        ).toHaveLength(1);
      expect(received.find((m) => m.to.includes("broker@example.com"))?.raw).toMatch(/Subject: Reset your Weather Event Portal password/);

      // Later runs send nothing again.
      await timePasses();
      expect(await deliverDueEmails()).toBe(0);
      expect(received).toHaveLength(recipients.length);
    } finally {
      await second.close();
    }
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { deliverDueEmails } from "@/server/email/deliver-due-emails";
import { startSmtpSink } from "../support/smtp-sink";

const props = { firstName: "Dana", resetUrl: "http://portal.test/auth/password-reset?token=abc", expiresInMinutes: 60 };

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  reloadEnv();
}

afterEach(() => useSmtp(undefined));

describe("email outbox", () => {
  it("keeps messages in the outbox, readable, when no SMTP server is configured", async () => {
    const id = await db.$transaction((tx) => enqueueEmail(tx, { to: "dana@test.example", template: "password-reset", props }));
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("STORED");
    expect(row.text).toContain("http://portal.test/auth/password-reset?token=abc");
    expect(row.html).toContain("Reset your password");
    expect(await deliverDueEmails()).toBe(0);
  });

  it("writes nothing when the transaction that caused the email rolls back", async () => {
    const before = await db.emailOutbox.count();
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmail(tx, { to: "rollback@test.example", template: "password-reset", props });
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await db.emailOutbox.count()).toBe(before);
  });

  it("sends pending messages to the SMTP server once", async () => {
    const sink = await startSmtpSink();
    try {
      useSmtp(sink.url);
      const id = await db.$transaction((tx) => enqueueEmail(tx, { to: "erin@test.example", template: "password-reset", props }));
      expect(await deliverDueEmails()).toBeGreaterThanOrEqual(1);
      expect(await deliverDueEmails()).toBe(0);
      const mine = sink.received.filter((m) => m.to.includes("erin@test.example"));
      expect(mine).toHaveLength(1);
      expect(mine[0].raw).toMatch(/Subject: Reset your Weather Event Portal password/);
      const row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe("SENT");
      expect(row.sentAt).not.toBeNull();
    } finally {
      await sink.close();
    }
  });

  it("retries later when the SMTP server refuses, then delivers", async () => {
    const sink = await startSmtpSink({ failFirst: 1 });
    try {
      useSmtp(sink.url);
      const id = await db.$transaction((tx) => enqueueEmail(tx, { to: "finn@test.example", template: "password-reset", props }));
      await deliverDueEmails();
      let row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe("PENDING");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/451|unavailable/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      await db.emailOutbox.update({ where: { id }, data: { nextAttemptAt: new Date() } });
      await deliverDueEmails();
      row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe("SENT");
      expect(sink.received.filter((m) => m.to.includes("finn@test.example"))).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it("keeps retrying past eight failures, waiting at most 15 minutes, and gives up only three days after queuing", async () => {
    useSmtp("smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000");
    const id = await db.$transaction((tx) => enqueueEmail(tx, { to: "gail@test.example", template: "password-reset", props }));
    await db.emailOutbox.update({ where: { id }, data: { attempts: 12 } });
    await deliverDueEmails();
    let row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("PENDING");
    expect(row.attempts).toBe(13);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Queued 2 days 23 hours ago: still retried.
    await db.emailOutbox.update({
      where: { id },
      data: { nextAttemptAt: new Date(), createdAt: new Date(Date.now() - (3 * 24 - 1) * 3_600_000) },
    });
    await deliverDueEmails();
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");

    // Queued three days ago: the failed attempt marks it FAILED, for admins to see.
    await db.emailOutbox.update({
      where: { id },
      data: { nextAttemptAt: new Date(), createdAt: new Date(Date.now() - 3 * 24 * 3_600_000) },
    });
    await deliverDueEmails();
    row = await db.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("FAILED");
    expect(row.attempts).toBe(15);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

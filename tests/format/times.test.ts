import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoment } from "@/pdf/format";
import { formatDateTime, formatTime, PORTAL_TIME_ZONE } from "@/lib/format/date-time";
import { db } from "@/server/db";
import { emailSigningLinks } from "@/server/signing/signing-links";
import { quotationInStatus } from "../support/quotation-factory";

// Issue 14 item 5: every time a user reads is in the reader's zone and time format, through the one
// formatter of lib/format/date-time.ts; text with no reader of its own (documents, the insured's
// email) uses the portal's zone and names it (D84).

const SUMMER = "2026-07-03T18:05:00Z";
const WINTER = "2026-01-03T18:05:00Z";

describe("times as a reader sees them", () => {
  it("in the reader's zone and formats", () => {
    expect(formatDateTime(SUMMER, { timeZone: "PST", dateFormat: "MM/dd/yyyy", timeFormat: "HH:mm" })).toBe("07/03/2026 11:05 PDT");
    expect(formatTime(SUMMER, { timeZone: "CST", timeFormat: "HH:mm" })).toBe("13:05 CDT");
    expect(formatTime(SUMMER, { timeZone: "HST" })).toBe("08:05 HST");
    expect(formatTime(SUMMER, { timeZone: "HST", withZone: false })).toBe("08:05");
    expect(formatDateTime(WINTER, { timeZone: "MST", withZone: true })).toBe("01/03/2026 11:05 MST");
  });

  it("in the portal's zone, named, on printed documents, which read the same for everyone", () => {
    expect(PORTAL_TIME_ZONE).toBe("EST");
    expect(formatMoment(SUMMER)).toBe("07/03/2026 14:05 EDT");
    expect(formatMoment(WINTER)).toBe("01/03/2026 13:05 EST");
    expect(formatMoment(null)).toBe("—");
  });

  it("in the broker's own zone in the signing email, and in the portal's, named, in the insured's", async () => {
    const broker = await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" } });
    await db.user.update({ where: { id: broker.id }, data: { timeZone: "PST" } });
    try {
      const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
      const version = await db.quotationVersion.findFirstOrThrow({ where: { quotationId: q.id }, orderBy: { versionNumber: "desc" } });
      const since = new Date(Date.now() - 1000);
      await db.$transaction((tx) =>
        emailSigningLinks(
          tx,
          { id: q.id, quotationNumber: q.quotationNumber, insuredName: q.insuredName, brokerUserId: broker.id },
          version,
          new Date(SUMMER),
          { fresh: true },
        ),
      );
      const link = await db.signingLink.findUniqueOrThrow({ where: { quotationId: q.id } });
      const mails = await db.emailOutbox.findMany({
        where: { template: "signing-request", subject: { startsWith: q.quotationNumber }, createdAt: { gte: since } },
        orderBy: { id: "asc" },
      });
      const toBroker = mails.find((m) => m.to.includes(broker.email))!;
      const toInsured = mails.find((m) => !m.to.includes(broker.email))!;
      expect(toBroker.text).toContain(`work until ${formatDateTime(link.expiresAt, { timeZone: "PST", withZone: true })}`);
      expect(toBroker.text).toMatch(/work until \d\d\/\d\d\/\d{4} \d\d:\d\d P[SD]T/);
      expect(toInsured.text).toMatch(/work until \d\d\/\d\d\/\d{4} \d\d:\d\d E[SD]T/);
    } finally {
      await db.user.update({ where: { id: broker.id }, data: { timeZone: broker.timeZone } });
    }
  });

  it("never through the browser's own clock formats or raw ISO text in screens", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx$/.test(name) && /toLocale(Time|Date)String|\.toISOString\(\)\}/.test(readFileSync(path, "utf8")))
          offenders.push(path);
      }
    };
    for (const dir of ["app", "components", "emails"]) walk(join(import.meta.dirname, "..", "..", dir));
    expect(offenders).toEqual([]);
  });
});

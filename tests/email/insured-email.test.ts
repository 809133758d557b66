import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { emailSigningLinks } from "@/server/signing/signing-links";
import { quotationInStatus } from "../support/quotation-factory";

// The insured has no account on the portal: the email they receive says why they receive it (the
// broker who asked for the quotation on their behalf) and never speaks of an account. Users keep
// the account footer.

describe("the signing email to the insured", () => {
  it("names the broker who asked for the quotation, and no account; the broker's speaks of their account", async () => {
    const broker = await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" }, include: { company: true } });
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const version = await db.quotationVersion.findFirstOrThrow({ where: { quotationId: q.id }, orderBy: { versionNumber: "desc" } });
    expect(version.applicantEmail).toBeTruthy();
    const since = new Date(Date.now() - 1000);
    await db.$transaction((tx) =>
      emailSigningLinks(tx, { id: q.id, quotationNumber: q.quotationNumber, insuredName: q.insuredName, brokerUserId: broker.id }, version),
    );
    const mails = await db.emailOutbox.findMany({
      where: { template: "signing-request", subject: { startsWith: q.quotationNumber }, createdAt: { gte: since } },
    });
    const toInsured = mails.find((m) => !m.to.includes(broker.email))!;
    const toBroker = mails.find((m) => m.to.includes(broker.email))!;
    const company = broker.company.name;
    for (const body of [toInsured.text, toInsured.html]) {
      expect(body).toContain(`You receive this email because ${company}, your insurance broker, asked for a quotation on your behalf.`);
      expect(body).not.toMatch(/account/i);
    }
    expect(toBroker.text).toContain("because of your account on the Weather Event Portal");
  });
});

import { describe, expect, it } from "vitest";
import { seedDemoQuotations } from "@/prisma/seed-demo-quotations";
import { db } from "@/server/db";

// The demo quotations `npm start` writes into an empty database, through the real use cases:
// rated from the weather history, one of them signed on the built-in signing page and bound.
describe.skipIf(!process.env.WEATHER_DATA_DIR)("demo quotations", () => {
  it("rates the demo quotations and binds one into a live policy with its signed proposal and invoice", async () => {
    const lines: string[] = [];
    await seedDemoQuotations((line) => lines.push(line));
    expect(lines).toEqual(["seeded: 8 demo quotations, 3 demo policies"]);
    const statuses = (await db.quotation.findMany({ orderBy: { id: "asc" }, select: { status: true } })).map((q) => q.status);
    expect(statuses).toEqual(["PRE_BOUND", "READY", "READY", "REFERRED_TO_UNDERWRITER", "BOUND", "BOUND", "BOUND", "NEW"]);
    const policy = await db.policy.findUniqueOrThrow({
      where: { policyNumber: "WEP-DEMO-0001" },
      include: { invoices: true, endorsements: true, boundVersion: { include: { proposals: true, signingRequests: true } } },
    });
    expect(policy).toMatchObject({ status: "LIVE", insuredName: "Riverside Jazz Weekend LLC" });
    expect(policy.invoices).toHaveLength(1);
    expect(policy.endorsements).toEqual([expect.objectContaining({ endorsementNumber: 1, title: "Additional insured", kind: "GENERAL" })]);
    expect(policy.boundVersion!.proposals.map((p) => p.signed).sort()).toEqual([false, true]);
    expect(policy.boundVersion!.signingRequests).toEqual([expect.objectContaining({ status: "SIGNED", signerName: "Alex Moreno" })]);

    // A promotion whose sales period ended yesterday: its final sales are due today.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const sale = await db.policy.findUniqueOrThrow({ where: { policyNumber: "WEP-DEMO-0002" }, include: { quotationVersion: true } });
    expect(sale).toMatchObject({ status: "LIVE", kind: "PROMOTION", insuredName: "Lakeview Home Furnishings" });
    expect(sale.quotationVersion.promotionPeriodUntil!.toISOString().slice(0, 10) < today).toBe(true);
    // A Harbor policy with a cancellation request waiting for an underwriter.
    const fireworks = await db.policy.findUniqueOrThrow({ where: { policyNumber: "WEP-DEMO-0003" }, include: { cancellations: true } });
    expect(fireworks.status).toBe("CANCELLATION_REQUESTED");
    expect(fireworks.cancellations).toEqual([expect.objectContaining({ status: "REQUESTED" })]);

    // A second run adds nothing: the database is no longer empty.
    await seedDemoQuotations(() => {});
    expect(await db.quotation.count()).toBe(8);
  });
});

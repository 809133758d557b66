import { describe, expect, it } from "vitest";
import { seedDemoQuotations } from "@/prisma/seed-demo-quotations";
import { db } from "@/server/db";

// The demo quotations `npm start` writes into an empty database, through the real use cases:
// rated from the weather history, one of them signed on the built-in signing page and bound.
describe.skipIf(!process.env.WEATHER_DATA_DIR)("demo quotations", () => {
  it("rates the demo quotations and binds one into a live policy with its signed proposal and invoice", async () => {
    const lines: string[] = [];
    await seedDemoQuotations((line) => lines.push(line));
    expect(lines).toEqual(["seeded: 6 demo quotations, 1 demo policy"]);
    const statuses = (await db.quotation.findMany({ orderBy: { id: "asc" }, select: { status: true } })).map((q) => q.status);
    expect(statuses).toEqual(["PRE_BOUND", "READY", "READY", "REFERRED_TO_UNDERWRITER", "BOUND", "NEW"]);
    const policy = await db.policy.findUniqueOrThrow({ where: { policyNumber: "WEP-DEMO-0001" }, include: { invoices: true, quotationVersion: { include: { proposals: true, signingRequests: true } } } });
    expect(policy).toMatchObject({ status: "LIVE", insuredName: "Riverside Jazz Weekend LLC" });
    expect(policy.invoices).toHaveLength(1);
    expect(policy.quotationVersion.proposals.map((p) => p.signed).sort()).toEqual([false, true]);
    expect(policy.quotationVersion.signingRequests).toEqual([expect.objectContaining({ status: "SIGNED", signerName: "Alex Moreno" })]);

    // A second run adds nothing: the database is no longer empty.
    await seedDemoQuotations(() => {});
    expect(await db.quotation.count()).toBe(6);
  });
});

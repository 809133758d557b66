import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import path from "node:path";
import Decimal from "decimal.js";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLAIMS_STATION } from "@/prisma/seed-demo-claims";
import { seedDemoQuotations } from "@/prisma/seed-demo-quotations";
import { db } from "@/server/db";

// The demo data `npm start` writes into an empty database, through the real use cases: quotations
// rated from the weather history, one of them signed on the built-in signing page and bound, and
// past policies whose losses the claims engine determined from the imported station record.

/** The station's daily precipitation (mm) in the weather directory's own file, by day. */
function stationRainfall(stationId: string): Map<string, string> {
  const csv = gunzipSync(readFileSync(path.join(process.env.WEATHER_DATA_DIR!, "daily", `${stationId}.csv.gz`))).toString("utf8");
  const [header, ...lines] = csv.trim().split("\n");
  const column = header.split(",").indexOf("prcp_mm");
  return new Map(lines.map((line) => line.split(",")).map((cells) => [cells[0], cells[column]]));
}

/** Millimetres in inches as a determination shows them: 3 places, rounded down (the side that keeps the comparison true). */
const inches = (mm: string) => new Decimal(mm).div("25.4").toDecimalPlaces(3, Decimal.ROUND_DOWN).toString();

async function policyWithLosses(policyNumber: string) {
  return db.policy.findUniqueOrThrow({
    where: { policyNumber },
    include: {
      claims: true,
      invoices: true,
      quotationVersion: true,
      lossDeterminations: { orderBy: [{ date: "asc" }, { peril: "asc" }] },
    },
  });
}

const day = (d: Date) => d.toISOString().slice(0, 10);

describe.skipIf(!process.env.WEATHER_DATA_DIR)("demo data", () => {
  const lines: string[] = [];
  beforeAll(async () => {
    await seedDemoQuotations((line) => lines.push(line));
  }, 300_000);

  it("rates the demo quotations and binds one into a live policy with its signed proposal and invoice", async () => {
    expect(lines).toEqual(["seeded: 11 demo quotations, 6 demo policies, 2 claims determined from the station record"]);
    const statuses = (await db.quotation.findMany({ orderBy: { id: "asc" }, select: { status: true } })).map((q) => q.status);
    expect(statuses).toEqual([
      "PRE_BOUND",
      "READY",
      "READY",
      "REFERRED_TO_UNDERWRITER",
      "BOUND",
      "BOUND",
      "BOUND",
      "NEW",
      "BOUND",
      "BOUND",
      "BOUND",
    ]);
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
  });

  it("has a past event whose claim the engine determined from the station's real observations", async () => {
    const rainfall = stationRainfall(DEMO_CLAIMS_STATION);
    const festival = await policyWithLosses("WEP-DEMO-0004");
    expect(festival).toMatchObject({ status: "LIVE", kind: "EVENT", insuredName: "Bay View Lakefront Music Festival Inc." });
    // Bound like any other (its invoice issued), its terms on the real past days.
    expect(festival.invoices).toHaveLength(1);
    expect([day(festival.dateFrom), day(festival.dateUntil)]).toEqual(["2026-07-31", "2026-08-02"]);
    expect(festival.invoices[0].riskInception && day(festival.invoices[0].riskInception)).toBe("2026-07-31");
    expect(festival.quotationVersion.stationId).toBe(DEMO_CLAIMS_STATION);

    const rows = festival.lossDeterminations.filter((r) => r.peril === "rainfall");
    expect(rows.map((r) => [day(r.date), r.result, r.observed?.toString(), r.stationId, r.source])).toEqual([
      ["2026-07-31", "NOT_TRIGGERED", inches(rainfall.get("2026-07-31")!), DEMO_CLAIMS_STATION, "STATION"],
      ["2026-08-01", "TRIGGERED", inches(rainfall.get("2026-08-01")!), DEMO_CLAIMS_STATION, "STATION"],
      ["2026-08-02", "NOT_TRIGGERED", inches(rainfall.get("2026-08-02")!), DEMO_CLAIMS_STATION, "STATION"],
    ]);
    // 23.1 mm is under the 1 in threshold, 50.3 mm over it.
    expect(rows.map((r) => r.observed?.toString())).toEqual(["0.909", "1.98", "0"]);
    // Every insured peril of every covered day has its result; no maximum temperature reached 90 °F.
    expect(festival.lossDeterminations).toHaveLength(6);
    expect(festival.lossDeterminations.filter((r) => r.peril === "maximumTemperature").map((r) => r.result)).toEqual([
      "NOT_TRIGGERED",
      "NOT_TRIGGERED",
      "NOT_TRIGGERED",
    ]);

    expect(festival.claims).toHaveLength(1);
    const [claim] = festival.claims;
    expect(claim).toMatchObject({ claimNumber: "WEP-DEMO-0004-C1", origin: "AUTOMATIC", status: "DETERMINED" });
    // One rainy day at the 20,000.00 limit, less the 1,000.00 deductible.
    expect(claim.grossAmount?.toFixed(2)).toBe("20000.00");
    expect(claim.deductibleApplied?.toFixed(2)).toBe("1000.00");
    expect(claim.amount?.toFixed(2)).toBe("19000.00");
    // The claim holds the day that triggered (all its perils' results), not the others.
    expect(festival.lossDeterminations.filter((r) => r.claimId === claim.id).map((r) => day(r.date))).toEqual(["2026-08-01", "2026-08-01"]);
    expect(await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claim.id), action: "claim.determined" } })).toBe(1);
  });

  it("has a past event at which it did not rain above the threshold: every day not triggered, no claim", async () => {
    const rainfall = stationRainfall(DEMO_CLAIMS_STATION);
    const walk = await policyWithLosses("WEP-DEMO-0005");
    expect(walk.status).toBe("LIVE");
    expect(walk.lossDeterminations.map((r) => [day(r.date), r.peril, r.result, r.observed?.toString()])).toEqual([
      ["2026-07-18", "rainfall", "NOT_TRIGGERED", inches(rainfall.get("2026-07-18")!)],
      ["2026-07-19", "rainfall", "NOT_TRIGGERED", inches(rainfall.get("2026-07-19")!)],
    ]);
    expect(walk.claims).toEqual([]);
  });

  it("has a past promotion whose rainy draw day opened a claim paying the benefits measured by the final estimated sales", async () => {
    const rainfall = stationRainfall(DEMO_CLAIMS_STATION);
    const rebate = await policyWithLosses("WEP-DEMO-0006");
    expect(rebate).toMatchObject({ status: "LIVE", kind: "PROMOTION" });
    expect(day(rebate.quotationVersion.promotionDate!)).toBe("2026-06-05");
    expect(rebate.lossDeterminations.map((r) => [day(r.date), r.result, r.observed?.toString()])).toEqual([
      ["2026-06-05", "TRIGGERED", inches(rainfall.get("2026-06-05")!)],
    ]);
    expect(rebate.claims).toEqual([expect.objectContaining({ claimNumber: "WEP-DEMO-0006-C1", status: "DETERMINED" })]);
    // The limit is 30,000.00; the benefits are measured by the 24,000.00 of final estimated sales.
    expect(rebate.claims[0].amount?.toFixed(2)).toBe("24000.00");
  });

  it("adds nothing on a second run: the database is no longer empty", async () => {
    const before = { quotations: await db.quotation.count(), claims: await db.claim.count(), rows: await db.lossDetermination.count() };
    await seedDemoQuotations(() => {});
    expect({ quotations: await db.quotation.count(), claims: await db.claim.count(), rows: await db.lossDetermination.count() }).toEqual(
      before,
    );
  });
});

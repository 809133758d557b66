import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { determineDueLossDays } from "@/server/claims/determine-due-loss-days";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { upsertObservations } from "@/server/weather/save-observations";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";
import { CENTRAL_PARK, type PerilOption } from "../support/quotation-factory";

// Losses determined from the station record: the rater's own trigger rule per covered day and
// peril, written once, a claim opened with no claim form and its amount by the pure function.

let underwriter: Actor;
let broker: Actor;

const STATION = CENTRAL_PARK.id;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  useTemporaryFileStorage();
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
  await onlyBinderCoveringToday("10000000.00");
  await db.weatherStation.upsert({
    where: { id: STATION },
    create: {
      id: STATION,
      name: CENTRAL_PARK.name,
      state: "NY",
      latitude: 40.78,
      longitude: -73.97,
      elements: ["PRCP", "SNOW", "TMAX", "TMIN"],
    },
    update: {},
  });
});

/** A bound event policy whose covered days are moved to `days` (past days: the binding rules want a future event). */
async function eventPolicy(days: string[], perils?: PerilOption[], deductible = "500.00") {
  const q = await quotationWithApplication(broker, { eventDays: days.length, perils });
  const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber("WEP-CLM") });
  const policy = await db.policy.findUniqueOrThrow({ where: { id: bound.id } });
  await db.quotationVersion.update({ where: { id: policy.quotationVersionId }, data: { datesOfCoverage: days.map(day), deductible } });
  await db.policy.update({ where: { id: policy.id }, data: { dateFrom: day(days[0]), dateUntil: day(days.at(-1)!), deductible } });
  return db.policy.findUniqueOrThrow({ where: { id: policy.id } });
}

const blank = { prcp: null, snow: null, tmax: null, tmin: null, awnd: null, wsf2: null, thunder: null };

async function observe(rows: { date: string; prcp?: number | null; tmax?: number | null }[]) {
  await db.$transaction((tx) =>
    upsertObservations(
      tx,
      STATION,
      rows.map((r) => ({ ...blank, ...r })),
    ),
  );
}

async function determinations(policyId: number) {
  const rows = await db.lossDetermination.findMany({ where: { policyId }, orderBy: [{ date: "asc" }, { peril: "asc" }] });
  return rows.map((r) => ({
    date: r.date.toISOString().slice(0, 10),
    peril: r.peril,
    result: r.result,
    observed: r.observed?.toString() ?? null,
    claimId: r.claimId,
  }));
}

describe("determining covered days from the station record", () => {
  it("applies the rater's rule exactly at the threshold, keeps a missing day as no data, and opens a determined claim", async () => {
    const days = ["2026-10-05", "2026-10-06", "2026-10-07"];
    const policy = await eventPolicy(days);
    // 12.7 mm is 0.5 in exactly (triggers at ≥); 12.6 mm does not; 36.0 °C is 96.8 °F (≥ 95 °F).
    await observe([
      { date: "2026-10-05", prcp: 127, tmax: 200 },
      { date: "2026-10-06", prcp: 126, tmax: 360 },
    ]);
    const written = await determineStationDays(STATION, days);
    expect(written).toBeGreaterThanOrEqual(4);

    const rows = await determinations(policy.id);
    expect(rows.map(({ claimId: _c, ...r }) => r)).toEqual([
      { date: "2026-10-05", peril: "rainfall", result: "TRIGGERED", observed: "0.5" },
      { date: "2026-10-05", peril: "maximumTemperature", result: "NOT_TRIGGERED", observed: "68" },
      { date: "2026-10-06", peril: "rainfall", result: "NOT_TRIGGERED", observed: "0.496" },
      { date: "2026-10-06", peril: "maximumTemperature", result: "TRIGGERED", observed: "96.8" },
      // The third day is over and has no observation: no data, never "not triggered".
      { date: "2026-10-07", peril: "rainfall", result: "NO_DATA", observed: null },
      { date: "2026-10-07", peril: "maximumTemperature", result: "NO_DATA", observed: null },
    ]);

    // The sweep finds nothing new to write for it.
    await determineDueLossDays();
    expect(await db.lossDetermination.count({ where: { policyId: policy.id } })).toBe(6);
    const third = (await determinations(policy.id)).filter((r) => r.date === "2026-10-07");
    expect(third.map((r) => r.result)).toEqual(["NO_DATA", "NO_DATA"]);
    expect(third.every((r) => r.claimId === null)).toBe(true);

    const claims = await db.claim.findMany({ where: { policyId: policy.id } });
    expect(claims).toHaveLength(1);
    // Two triggered days at 10,000.00 each, less the 500.00 deductible.
    expect(claims[0]).toMatchObject({ claimNumber: `${policy.policyNumber}-C1`, origin: "AUTOMATIC", status: "DETERMINED" });
    expect(claims[0].grossAmount?.toFixed(2)).toBe("20000.00");
    expect(claims[0].deductibleApplied?.toFixed(2)).toBe("500.00");
    expect(claims[0].amount?.toFixed(2)).toBe("19500.00");

    // The third day's observation arrives: its no-data rows are completed once, and the day joins the open claim.
    await observe([{ date: "2026-10-07", prcp: 300, tmax: 250 }]);
    await determineStationDays(STATION, ["2026-10-07"]);
    const claim = await db.claim.findUniqueOrThrow({ where: { id: claims[0].id } });
    expect(claim.amount?.toFixed(2)).toBe("29500.00");
    expect((await determinations(policy.id)).filter((r) => r.date === "2026-10-07").map((r) => r.result)).toEqual([
      "TRIGGERED",
      "NOT_TRIGGERED",
    ]);
  });

  it("writes each policy, day and peril once, however many instances determine at the same time", async () => {
    const days = ["2026-10-12", "2026-10-13"];
    const policy = await eventPolicy(days);
    await observe([
      { date: "2026-10-12", prcp: 400, tmax: 100 },
      { date: "2026-10-13", prcp: 0, tmax: 100 },
    ]);
    await Promise.all([
      determineDueLossDays(),
      determineDueLossDays(),
      determineStationDays(STATION, days),
      determineStationDays(STATION, days),
      determineDueLossDays(),
    ]);
    expect(await db.lossDetermination.count({ where: { policyId: policy.id } })).toBe(4);
    const claims = await db.claim.findMany({ where: { policyId: policy.id } });
    expect(claims).toHaveLength(1);
    expect(claims[0].amount?.toFixed(2)).toBe("9500.00");
    expect(await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claims[0].id), action: "claim.opened" } })).toBe(1);
    expect(
      await db.auditEvent.count({ where: { subjectType: "Claim", subjectId: String(claims[0].id), action: "claim.determined" } }),
    ).toBe(1);
    // A final result is never written again, even when the station's value is corrected later.
    await observe([{ date: "2026-10-13", prcp: 900, tmax: 100 }]);
    await determineStationDays(STATION, ["2026-10-13"]);
    const corrected = (await determinations(policy.id)).find((r) => r.date === "2026-10-13" && r.peril === "rainfall");
    expect(corrected?.result).toBe("NOT_TRIGGERED");
  });

  it("pays the largest limit per day of the triggered perils once per day, the deductible once per policy, capped by the aggregate left", async () => {
    const perils: PerilOption[] = [
      { peril: "rainfall", threshold: "0.25", limitPerDay: "6000.00", rate: "0.1", premium: "600.00" },
      { peril: "maximumTemperature", threshold: "80", limitPerDay: "9000.00", rate: "0.1", premium: "900.00" },
    ];
    const days = ["2026-10-19", "2026-10-20"];
    const policy = await eventPolicy(days, perils, "1000.00");
    // Day 1: both trigger (pays 9,000, not 15,000); day 2: rain only (6,000).
    await observe([
      { date: "2026-10-19", prcp: 100, tmax: 300 },
      { date: "2026-10-20", prcp: 100, tmax: 200 },
    ]);
    await determineStationDays(STATION, ["2026-10-19"]);
    const first = await db.claim.findFirstOrThrow({ where: { policyId: policy.id } });
    expect(first.amount?.toFixed(2)).toBe("8000.00");
    // The underwriter approves and pays the first claim: the second day opens a second claim, without the deductible again.
    await db.claim.update({ where: { id: first.id }, data: { status: "PAID", paidAmount: first.amount, paidAt: day("2026-10-25") } });
    await determineStationDays(STATION, ["2026-10-20"]);
    const second = await db.claim.findFirstOrThrow({ where: { policyId: policy.id, id: { not: first.id } } });
    expect(second.claimNumber).toBe(`${policy.policyNumber}-C2`);
    expect(second.deductibleApplied?.toFixed(2)).toBe("0.00");
    // Aggregate: the policy's limit per day (9,000) × 2 days = 18,000, less the 8,000 paid.
    expect(second.aggregateRemaining?.toFixed(2)).toBe("10000.00");
    expect(second.amount?.toFixed(2)).toBe("6000.00");
  });
});

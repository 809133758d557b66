import { beforeAll, describe, expect, it } from "vitest";
import { policyDetailsSchema } from "@/lib/policies/policy-dto";
import { db } from "@/server/db";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { isoDay } from "../support/quotation-factory";
import { claimOf, claimSetup, policyOf, rainyDay, TEST_STATION, type ClaimActors } from "./claim-support";

// The policy page's claims record (GET /api/policy/{policyId}: lossDays, dayAmounts, claims,
// lossNoticeDays): every determined covered day × peril with its claim, what each day pays, the
// claims the reader may see, and the covered days a loss notice may still name.

let actors: ClaimActors;
beforeAll(async () => {
  actors = await claimSetup();
});

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A live policy of the broker covering `days` (the event's dates moved there). */
async function policyCovering(days: string[]) {
  const policy = await policyOf(actors.broker, { eventDays: days.length });
  await db.quotationVersion.update({ where: { id: policy.quotationVersionId }, data: { datesOfCoverage: days.map(asDate) } });
  await db.policy.update({ where: { id: policy.id }, data: { dateFrom: asDate(days[0]), dateUntil: asDate(days.at(-1)!) } });
  return policy;
}

describe("the policy's claims record", () => {
  it("lists every determined day with its claim and amount, the claims, and the days a notice may name", async () => {
    const [paidDay, openDay, quietDay, notYet] = [isoDay(-9), isoDay(-8), isoDay(-7), isoDay(5)];
    const policy = await policyCovering([paidDay, openDay, quietDay, notYet]);
    const paid = await claimOf(policy, {
      status: "PAID",
      days: rainyDay(paidDay, "10000.00", "5000.00"),
      amounts: { gross: "10000.00", deductibleApplied: "0.00", aggregateRemaining: "50000.00", amount: "10000.00" },
    });
    await db.claim.update({
      where: { id: paid.id },
      data: { paidAmount: "10000.00", paidAt: asDate(isoDay(-2)), paymentReference: "T-1" },
    });
    const open = await claimOf(policy, {
      status: "DETERMINED",
      days: rainyDay(openDay, "7500.00", "5000.00"),
      amounts: { gross: "7500.00", deductibleApplied: "0.00", aggregateRemaining: "40000.00", amount: "7500.00" },
    });
    // A day that did not trigger belongs to no claim.
    await db.lossDetermination.create({
      data: {
        policyId: policy.id,
        date: asDate(quietDay),
        peril: "rainfall",
        result: "NOT_TRIGGERED",
        source: "STATION",
        stationId: TEST_STATION.id,
        observed: "0.12",
        threshold: "0.5",
        unit: "in",
        detail: "0.12 in",
        limitPerDay: "10000.00",
        determinedAt: new Date(),
      },
    });

    const dto = await getPolicyDetails(actors.broker, policy.id);
    expect(policyDetailsSchema.strict().safeParse(dto).success).toBe(true);
    expect(dto.lossDays.map((d) => [d.date, d.peril, d.result, d.observed, d.claimId])).toEqual([
      [paidDay, "rainfall", "TRIGGERED", "0.62", paid.id],
      [paidDay, "maximumTemperature", "NOT_TRIGGERED", "88.2", paid.id],
      [openDay, "rainfall", "TRIGGERED", "0.62", open.id],
      [openDay, "maximumTemperature", "NOT_TRIGGERED", "88.2", open.id],
      [quietDay, "rainfall", "NOT_TRIGGERED", "0.12", null],
    ]);
    expect(dto.lossDays[0].station).toEqual({ id: TEST_STATION.id, name: "Albany International Airport" });
    expect(dto.dayAmounts).toEqual([
      { date: paidDay, amount: "10000.00", perils: ["rainfall"] },
      { date: openDay, amount: "7500.00", perils: ["rainfall"] },
      { date: quietDay, amount: "0.00", perils: [] },
    ]);
    expect(dto.claims).toEqual([
      {
        id: paid.id,
        claimNumber: `${policy.policyNumber}-C1`,
        status: "PAID",
        amount: "10000.00",
        paidAmount: "10000.00",
        firstLossDate: paidDay,
      },
      {
        id: open.id,
        claimNumber: `${policy.policyNumber}-C2`,
        status: "DETERMINED",
        amount: "7500.00",
        paidAmount: null,
        firstLossDate: openDay,
      },
    ]);
    // The paid day is settled and the last day has not begun: the open claim's day and the quiet day remain.
    expect(dto.lossNoticeDays).toEqual([openDay, quietDay]);
    expect(dto.actions).toContain("notifyLoss");
  });

  it("is empty before any covered day is determined, and offers no day before the first has begun", async () => {
    const policy = await policyCovering([isoDay(3), isoDay(4)]);
    const dto = await getPolicyDetails(actors.underwriter, policy.id);
    expect(dto).toMatchObject({ lossDays: [], dayAmounts: [], claims: [], lossNoticeDays: [] });
  });
});

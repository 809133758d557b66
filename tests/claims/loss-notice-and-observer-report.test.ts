import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { approveClaim } from "@/server/claims/approve-claim";
import { declineClaim } from "@/server/claims/decline-claim";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { enterObserverReport } from "@/server/claims/enter-observer-report";
import { fileLossNotice } from "@/server/claims/file-loss-notice";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { upsertObservations } from "@/server/weather/save-observations";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";
import { CENTRAL_PARK, isoDay, smallPdf } from "../support/quotation-factory";

// The broker's loss notice and the underwriter's observer report: covered days only, kept when the
// record shows no loss (answered with the observed figures), nothing written for a bad notice, and
// an observer's values settled by the same trigger rule.

let underwriter: Actor;
let broker: Actor;
let harbor: Actor;

const STATION = CENTRAL_PARK.id;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const blank = { prcp: null, snow: null, tmax: null, tmin: null, awnd: null, wsf2: null, thunder: null };

beforeAll(async () => {
  useTemporaryFileStorage();
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
  harbor = await demoActor("broker@harbor.example.com");
  await onlyBinderCoveringToday("10000000.00");
  await db.weatherStation.upsert({
    where: { id: STATION },
    create: { id: STATION, name: CENTRAL_PARK.name, state: "NY", latitude: 40.78, longitude: -73.97, elements: ["PRCP", "TMAX"] },
    update: {},
  });
});

async function pastPolicy(days: string[], source: "CLOSEST_WEATHER_STATION" | "ONSITE_OBSERVER" = "CLOSEST_WEATHER_STATION") {
  const q = await quotationWithApplication(broker, { eventDays: days.length });
  const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber("WEP-LN") });
  const policy = await db.policy.findUniqueOrThrow({ where: { id: bound.id } });
  await db.quotationVersion.update({
    where: { id: policy.quotationVersionId },
    data: { datesOfCoverage: days.map(day), claimsVerificationSource: source },
  });
  await db.policy.update({ where: { id: policy.id }, data: { dateFrom: day(days[0]), dateUntil: day(days.at(-1)!) } });
  return policy;
}

const counts = async () => ({
  claims: await db.claim.count(),
  determinations: await db.lossDetermination.count(),
  files: await db.claimFile.count(),
});

describe("the loss notice", () => {
  it("keeps a notice for a day the record shows did not trigger, answers with the observed figures, and lets the underwriter decline it", async () => {
    const days = [isoDay(-12)];
    const policy = await pastPolicy(days);
    await db.$transaction((tx) => upsertObservations(tx, STATION, [{ ...blank, date: days[0], prcp: 50, tmax: 210 }]));
    await determineStationDays(STATION, days);
    expect(await db.claim.count({ where: { policyId: policy.id } })).toBe(0);

    const claim = await fileLossNotice(
      broker,
      policy.id,
      { lossDates: days, perils: ["rainfall"], description: "Heavy showers emptied the lawn by noon." },
      [{ bytes: smallPdf(), fileName: "photos.pdf", contentType: "application/pdf", fields: {} }],
    );
    expect(claim).toMatchObject({ origin: "LOSS_NOTICE", status: "DETERMINED", amount: "0.00" });
    expect(claim.notice).toEqual({ dates: days, perils: ["rainfall"], description: "Heavy showers emptied the lawn by noon." });
    // 5.0 mm is 0.196 in (rounded down), below the 0.5 in threshold.
    expect(claim.lossDays.find((d) => d.peril === "rainfall")).toMatchObject({
      result: "NOT_TRIGGERED",
      observed: "0.196",
      threshold: "0.5",
      unit: "in",
    });
    expect(claim.files.map((f) => f.kind)).toEqual(["LOSS_NOTICE"]);

    await expect(approveClaim(underwriter, claim.id)).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
    const declined = await declineClaim(underwriter, claim.id, { reason: "The station recorded 0.196 in, below the 0.5 in threshold." });
    expect(declined.status).toBe("DECLINED");
  });

  it("refuses a day outside the covered days or not yet begun with a clear message, and writes nothing", async () => {
    const policy = await pastPolicy([isoDay(-8)]);
    const before = await counts();
    await expect(fileLossNotice(broker, policy.id, { lossDates: [isoDay(-30)], description: "Rain" })).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "lossDates.0", message: expect.stringContaining("is not a covered day of this policy") }],
    });
    await expect(
      fileLossNotice(broker, policy.id, { lossDates: [isoDay(-8)], perils: ["snowfall"], description: "Snow" }),
    ).rejects.toMatchObject({ details: [{ path: "perils.0", message: "Snowfall is not an insured peril of this policy" }] });
    await expect(fileLossNotice(broker, policy.id, { lossDates: [], description: "Rain" })).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
    expect(await counts()).toEqual(before);
  });

  it("is not found for another company's broker", async () => {
    const policy = await pastPolicy([isoDay(-9)]);
    await expect(fileLossNotice(harbor, policy.id, { lossDates: [isoDay(-9)], description: "Rain" })).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("joins the open claim the record opened", async () => {
    const days = [isoDay(-15), isoDay(-14)];
    const policy = await pastPolicy(days);
    await db.$transaction((tx) =>
      upsertObservations(tx, STATION, [
        { ...blank, date: days[0], prcp: 400, tmax: 200 },
        { ...blank, date: days[1], prcp: 10, tmax: 200 },
      ]),
    );
    await determineStationDays(STATION, days);
    const opened = await db.claim.findFirstOrThrow({ where: { policyId: policy.id } });
    const claim = await fileLossNotice(broker, policy.id, { lossDates: [days[1]], description: "The second day was lost too." });
    expect(claim.id).toBe(opened.id);
    expect(claim.lossDays.map((d) => d.date)).toEqual([days[0], days[0], days[1], days[1]]);
    expect(claim.amount).toBe("9500.00");
  });
});

describe("the observer report", () => {
  it("settles an observer-verified policy from the observer's values with the report kept", async () => {
    const days = [isoDay(-11)];
    const policy = await pastPolicy(days, "ONSITE_OBSERVER");
    const notice = await fileLossNotice(broker, policy.id, { lossDates: days, description: "Downpour at 3 pm." });
    expect(notice.status).toBe("NOTIFIED");
    expect(notice.lossDays.every((d) => d.result === "NO_DATA" && d.source === "ONSITE_OBSERVER")).toBe(true);

    const report = { bytes: smallPdf(), fileName: "observer-report.pdf", contentType: "application/pdf", fields: {} };
    // 12.7 mm is exactly the 0.5 in threshold.
    const claim = await enterObserverReport(
      underwriter,
      notice.id,
      { observations: [{ date: days[0], prcp_mm: 12.7, tmax_c: 20 }] },
      report,
    );
    expect(claim.status).toBe("DETERMINED");
    expect(claim.lossDays.find((d) => d.peril === "rainfall")).toMatchObject({
      result: "TRIGGERED",
      observed: "0.5",
      source: "ONSITE_OBSERVER",
    });
    expect(claim.amount).toBe("9500.00");
    expect(claim.files.map((f) => f.kind)).toEqual(["OBSERVER_REPORT"]);
  });

  it("refuses a report on a policy the station verifies, and a day that is not covered, writing nothing", async () => {
    const days = [isoDay(-13)];
    const policy = await pastPolicy(days);
    const notice = await fileLossNotice(broker, policy.id, { lossDates: days, description: "Rain" });
    const before = await counts();
    const report = { bytes: smallPdf(), fileName: "r.pdf", contentType: "application/pdf", fields: {} };
    await expect(
      enterObserverReport(underwriter, notice.id, { observations: [{ date: days[0], prcp_mm: 30 }] }, report),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILURE", details: [expect.objectContaining({ path: "values" })] });
    await expect(enterObserverReport(broker, notice.id, { observations: [{ date: days[0], prcp_mm: 30 }] }, report)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await counts()).toEqual(before);
  });
});

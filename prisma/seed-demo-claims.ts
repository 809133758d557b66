// Past policies whose covered days the imported station record covers, for the claims pages: an
// event at which it rained above the threshold on one day (its claim determined from the real
// observations), an event at which it did not (every day not triggered, no claim) and a promotion
// whose draw day was rainy. Each is quoted, signed and bound through the real use cases like every
// demo policy, on the same calendar days of a coming year (a quotation's days must be ahead), then
// moved back to the past days, as the demo promotion WEP-DEMO-0002's sales period is (docs/decisions.md,
// D116). Nothing here writes a determination or a claim: the claims engine determines the days
// from the station's observations (determineStationDays), as it does when a station's observations
// arrive.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { PerilName } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { ratedDates } from "@/server/quotations/version-content";
import { base, submitAs, takeToPolicy } from "./seed-demo-flow";

/** Milwaukee Mitchell Airport: its record in the shared weather data runs to August 2026. */
export const DEMO_CLAIMS_STATION = "USW00014839";

type PastPolicy = {
  policyNumber: string;
  /** The covered days: an event's days, or a promotion's draw day (real days of the station's record). */
  days: string[];
  /** The first day the application names (a promotion's sales period starts before its draw day). */
  firstDay: string;
  perils: PerilName[];
  signer: { name: string; position: string };
  /** The application, for covered days `at(day)` (the same calendar day, in the year quoted). */
  application: (brokerUserId: number, at: (day: string) => string) => Record<string, unknown>;
};

const applicant = (name: string, email: string, street: string, zipCode: string) => ({
  name,
  email,
  street,
  city: "Milwaukee",
  state: "WI",
  zipCode,
});

export const DEMO_PAST_POLICIES: PastPolicy[] = [
  {
    // 2026-07-31: 23.1 mm (0.909 in, under the 1 in threshold); 2026-08-01: 50.3 mm (1.980 in); 2026-08-02: dry.
    policyNumber: "WEP-DEMO-0004",
    days: ["2026-07-31", "2026-08-01", "2026-08-02"],
    firstDay: "2026-07-31",
    perils: ["rainfall", "maximumTemperature"],
    signer: { name: "Jordan Kowalski", position: "Festival Director" },
    application: (brokerUserId, at) => ({
      ...base(brokerUserId),
      applicant: applicant("Bay View Lakefront Music Festival Inc.", "office@bayviewmusic.example", "2590 S Superior St", "53207"),
      kind: "EVENT",
      event: {
        name: "Lakefront Summer Music Festival",
        type: "Festival",
        dateFrom: at("2026-07-31"),
        dateUntil: at("2026-08-02"),
        hoursFrom: "12:00",
        hoursTo: "23:00",
      },
      location: { name: "South Shore Park", street: "2900 S Shore Dr", city: "Milwaukee", state: "WI", zipCode: "53207" },
      limitPerDay: "20000",
      deductible: "1000",
      perils: ["rainfall", "maximumTemperature"],
      coverage: { rainfall: { threshold: "1", limitPerDay: "20000" }, maximumTemperature: { threshold: "90", limitPerDay: "10000" } },
    }),
  },
  {
    // 2026-07-18 and 2026-07-19: no rain at all.
    policyNumber: "WEP-DEMO-0005",
    days: ["2026-07-18", "2026-07-19"],
    firstDay: "2026-07-18",
    perils: ["rainfall"],
    signer: { name: "Priya Nair", position: "Board Chair" },
    application: (brokerUserId, at) => ({
      ...base(brokerUserId),
      applicant: applicant("Third Ward Art Association", "board@thirdwardart.example", "219 N Milwaukee St", "53202"),
      kind: "EVENT",
      event: {
        name: "Third Ward Art Walk",
        type: "Fair",
        dateFrom: at("2026-07-18"),
        dateUntil: at("2026-07-19"),
        hoursFrom: "10:00",
        hoursTo: "18:00",
      },
      location: { name: "Catalano Square", street: "N Broadway", city: "Milwaukee", state: "WI", zipCode: "53202" },
      limitPerDay: "15000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "15000" } },
    }),
  },
  {
    // Draw day 2026-06-05: 36.1 mm (1.421 in). The claim pays the benefits, measured by the final estimated sales (24,000 of the 30,000 limit).
    policyNumber: "WEP-DEMO-0006",
    days: ["2026-06-05"],
    firstDay: "2026-05-01",
    perils: ["rainfall"],
    signer: { name: "Morgan Schultz", position: "Owner" },
    application: (brokerUserId, at) => ({
      ...base(brokerUserId),
      applicant: applicant("Kinnickinnic Bike & Ski", "sales@kkbikeski.example", "2400 S Kinnickinnic Ave", "53207"),
      kind: "PROMOTION",
      event: { name: "", type: "", dateFrom: "", dateUntil: "", hoursFrom: "", hoursTo: "" },
      promotion: {
        name: "Rainy Day Rebate",
        periodFrom: at("2026-05-01"),
        periodUntil: at("2026-05-24"),
        promotionDate: at("2026-06-05"),
        finalEstimatedSales: "24000",
      },
      location: {
        name: "Kinnickinnic Bike & Ski store",
        street: "2400 S Kinnickinnic Ave",
        city: "Milwaukee",
        state: "WI",
        zipCode: "53207",
      },
      limitPerDay: "30000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "1", limitPerDay: "30000" } },
    }),
  },
];

/** The first year after the days' own in which they lie at least 30 days ahead (clear of the coverage freeze). */
export function quotedYearsAhead(firstDay: string, today = todayIso()): number {
  const earliest = addCalendarDays(today, 30);
  let years = 1;
  while (`${Number(firstDay.slice(0, 4)) + years}${firstDay.slice(4)}` < earliest) years++;
  return years;
}

/** Whether the station's record holds an observation of every element the policy's perils read, on every covered day. */
async function recordCovers(stationId: string, days: string[]): Promise<boolean> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "WeatherObservation"
    WHERE "stationId" = ${stationId} AND date = ANY(${days}::date[]) AND prcp IS NOT NULL AND tmax IS NOT NULL`;
  return rows[0].n === days.length;
}

/**
 * Moves a just-bound policy `years` back: every date of its terms (covered days, event or
 * promotion dates, the policy's period and final sales date, its invoice's risk period). What was
 * done when (signing, binding, the invoice's issue and due dates) stays as it happened.
 */
async function moveBack(policyId: number, years: number) {
  await db.$transaction(async (tx) => {
    const { quotationId } = await tx.policy.findUniqueOrThrow({ where: { id: policyId }, select: { quotationId: true } });
    const back = Prisma.sql`make_interval(years => ${years}::int)`;
    await tx.$executeRaw`
      UPDATE "QuotationVersion" SET
        "datesOfCoverage" = ARRAY(SELECT (d - ${back})::date FROM unnest("datesOfCoverage") d ORDER BY d),
        "eventDateFrom" = ("eventDateFrom" - ${back})::date, "eventDateUntil" = ("eventDateUntil" - ${back})::date,
        "promotionPeriodFrom" = ("promotionPeriodFrom" - ${back})::date, "promotionPeriodUntil" = ("promotionPeriodUntil" - ${back})::date,
        "promotionDate" = ("promotionDate" - ${back})::date
      WHERE "quotationId" = ${quotationId}`;
    await tx.$executeRaw`UPDATE "Quotation" SET "eventDate" = ("eventDate" - ${back})::date WHERE id = ${quotationId}`;
    await tx.$executeRaw`
      UPDATE "Policy" SET "dateFrom" = ("dateFrom" - ${back})::date, "dateUntil" = ("dateUntil" - ${back})::date,
        "finalSalesDate" = ("finalSalesDate" - ${back})::date
      WHERE id = ${policyId}`;
    await tx.$executeRaw`
      UPDATE "Invoice" SET "riskInception" = ("riskInception" - ${back})::date, "riskExpiry" = ("riskExpiry" - ${back})::date
      WHERE "policyId" = ${policyId}`;
  });
}

/**
 * Binds the past policies and lets the claims engine determine their covered days from the
 * station's record. Skipped when the record does not cover the days (no weather data imported, or
 * another one). Returns the number of policies bound.
 */
export async function seedDemoClaims(who: { broker: Actor; underwriter: Actor }): Promise<number> {
  let bound = 0;
  for (const past of DEMO_PAST_POLICIES) {
    if (await db.policy.findUnique({ where: { policyNumber: past.policyNumber }, select: { id: true } })) continue;
    if (!(await recordCovers(DEMO_CLAIMS_STATION, past.days))) continue;
    const years = quotedYearsAhead(past.firstDay);
    const at = (day: string) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
    const quotation = await submitAs(who.broker, past.application(who.broker.id, at));
    if (quotation.status !== "READY") continue;
    const policy = await takeToPolicy(who, quotation.id, past.perils, past.signer, past.policyNumber);
    if (!policy) continue;
    await moveBack(policy.id, years);
    const terms = await db.policy.findUniqueOrThrow({ where: { id: policy.id }, select: { kind: true, quotationVersion: true } });
    const days = ratedDates(terms.quotationVersion);
    if (days.join() !== past.days.join()) throw new Error(`${past.policyNumber}: covered days ${days.join(", ")} after the move`);
    // As when the station's observations of those days arrive.
    await determineStationDays(terms.quotationVersion.stationId ?? DEMO_CLAIMS_STATION, days);
    bound++;
  }
  return bound;
}

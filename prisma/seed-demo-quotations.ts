// Demo quotations for a first look at the portal: written through the real use cases (so they are
// rated from the weather history like any other), after the weather import, only into a database
// that has the demo users and no quotation yet.
import { db } from "@/server/db";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import { todayIso } from "@/lib/quotations/quotation-schema";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { seedDemoClaims } from "./seed-demo-claims";
import { actor, base, submitAs, takeToPolicy } from "./seed-demo-flow";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function concert(brokerUserId: number, over: Record<string, unknown> = {}) {
  return {
    ...base(brokerUserId),
    applicant: {
      name: "Upper West Side Music Society",
      email: "events@uwsmusic.example",
      street: "200 W 72nd St",
      city: "New York",
      state: "NY",
      zipCode: "10023",
    },
    kind: "EVENT",
    event: {
      name: "Summer Concert in the Park",
      type: "Concert",
      dateFrom: inDays(75),
      dateUntil: inDays(76),
      hoursFrom: "12:00",
      hoursTo: "22:00",
    },
    location: { name: "Central Park Great Lawn", street: "Central Park", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "25000",
    perils: ["rainfall", "maximumTemperature"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "25000" }, maximumTemperature: { threshold: "95", limitPerDay: "10000" } },
    ...over,
  };
}

export async function seedDemoQuotations(log: (line: string) => void = console.log) {
  if (process.env.DEMO_DATA === "off") return;
  if ((await db.quotation.count()) > 0 || (await db.weatherStation.count()) === 0) return;
  const broker = await actor("broker@example.com");
  const harbor = await actor("broker@harbor.example.com");
  const underwriter = await actor("underwriter@example.com");
  if (!broker || !harbor || !underwriter) return;

  const submit = submitAs;

  const ready = await submit(broker, concert(broker.id));
  if (ready.status === "READY")
    await selectQuotationOptions(broker, ready.id, {
      perils: ["rainfall", "maximumTemperature"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
  await submit(
    broker,
    concert(broker.id, {
      applicant: {
        name: "Worcester Harvest Fair Inc.",
        email: "office@harvestfair.example",
        street: "30 Elm St",
        city: "Worcester",
        state: "MA",
        zipCode: "01608",
      },
      event: { name: "Harvest Fair", type: "Fair", dateFrom: inDays(120), dateUntil: inDays(122), hoursFrom: "09:00", hoursTo: "19:00" },
      location: { name: "Institute Park", street: "Salisbury St", city: "Worcester", state: "MA", zipCode: "01602" },
      limitPerDay: "15000",
      perils: ["rainfall", "windSpeed", "adverseWeather"],
      coverage: {
        rainfall: { threshold: "0.75", limitPerDay: "15000" },
        windSpeed: { threshold: "30", limitPerDay: "15000" },
        adverseWeather: { threshold: "", limitPerDay: "10000" },
      },
      priorLoss: "yes",
      priorLossDetails: "Fair closed one afternoon in 2024 for a thunderstorm; claim paid $6,000.",
    }),
  );
  await submit(broker, {
    ...base(broker.id),
    applicant: {
      name: "Hudson Outdoor Outfitters",
      email: "marketing@hudsonoutdoor.example",
      street: "410 Columbus Ave",
      city: "New York",
      state: "NY",
      zipCode: "10024",
    },
    kind: "PROMOTION",
    event: { name: "", type: "", dateFrom: "", dateUntil: "", hoursFrom: "", hoursTo: "" },
    promotion: {
      name: "Snow Day Rebate",
      periodFrom: inDays(20),
      periodUntil: inDays(50),
      promotionDate: inDays(70),
      finalEstimatedSales: "80000",
    },
    location: { name: "Hudson Outdoor flagship store", street: "410 Columbus Ave", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "40000",
    perils: ["snowfall"],
    coverage: { snowfall: { threshold: "2", limitPerDay: "40000" } },
  });
  const referred = await submit(
    harbor,
    concert(harbor.id, {
      applicant: {
        name: "Harbor Regatta Committee",
        email: "regatta@harbor.example",
        street: "1 Pier Rd",
        city: "New York",
        state: "NY",
        zipCode: "10004",
      },
      event: {
        name: "Harbor Regatta",
        type: "Sporting event",
        dateFrom: inDays(90),
        dateUntil: inDays(90),
        hoursFrom: "08:00",
        hoursTo: "17:00",
      },
      limitPerDay: "60000",
      perils: ["windSpeed", "rainfall"],
      coverage: { windSpeed: { threshold: "25", limitPerDay: "60000" }, rainfall: { threshold: "1", limitPerDay: "60000" } },
    }),
  );
  // The regatta is left referred for the underwriter; the harvest fair shows an accepted review.
  void referred;
  const fair = await db.quotation.findFirst({ where: { insuredName: "Worcester Harvest Fair Inc.", status: "REFERRED_TO_UNDERWRITER" } });
  if (fair) await reviewQuotation(underwriter, fair.id, { decision: "accept", note: "Prior loss noted; accepted at the rated premium." });
  // A quotation taken all the way: pre-bound, signed by the insured, bind requested, bound.
  const jazz = await submit(
    broker,
    concert(broker.id, {
      applicant: {
        name: "Riverside Jazz Weekend LLC",
        email: "office@riversidejazz.example",
        street: "500 Riverside Dr",
        city: "New York",
        state: "NY",
        zipCode: "10027",
      },
      event: {
        name: "Riverside Jazz Weekend",
        type: "Festival",
        dateFrom: inDays(45),
        dateUntil: inDays(46),
        hoursFrom: "11:00",
        hoursTo: "21:00",
      },
      location: { name: "Riverside Park South", street: "Riverside Dr", city: "New York", state: "NY", zipCode: "10024" },
      limitPerDay: "20000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "20000" } },
    }),
  );
  if (jazz.status === "READY") {
    const policy = await takeToPolicy(
      { broker, underwriter },
      jazz.id,
      ["rainfall"],
      { name: "Alex Moreno", position: "Festival Director" },
      "WEP-DEMO-0001",
    );
    if (policy) {
      await createPolicyEndorsement(underwriter, policy.id, {
        title: "Additional insured",
        content:
          "It is agreed that NYC Parks, as the owner of Riverside Park South, is added as an additional insured for its interest in the event.",
      });
    }
  }

  // A promotion whose sales period is over, so that final sales can be reported and reviewed.
  // Quoted and bound like any other (past dates cannot be quoted), then its sales period is moved
  // back so that it ended yesterday; the draw date, which the rating used, stays where it was.
  const sale = await submit(broker, {
    ...base(broker.id),
    applicant: {
      name: "Lakeview Home Furnishings",
      email: "promotions@lakeviewhome.example",
      street: "2150 Broadway",
      city: "New York",
      state: "NY",
      zipCode: "10023",
    },
    kind: "PROMOTION",
    event: { name: "", type: "", dateFrom: "", dateUntil: "", hoursFrom: "", hoursTo: "" },
    promotion: {
      name: "Rain Day Refund",
      periodFrom: inDays(20),
      periodUntil: inDays(40),
      promotionDate: inDays(60),
      finalEstimatedSales: "50000",
    },
    location: { name: "Lakeview Home Furnishings showroom", street: "2150 Broadway", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "25000",
    perils: ["rainfall"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "25000" } },
  });
  if (sale.status === "READY") {
    const policy = await takeToPolicy(
      { broker, underwriter },
      sale.id,
      ["rainfall"],
      { name: "Dana Lee", position: "Marketing Director" },
      "WEP-DEMO-0002",
    );
    if (policy) {
      // New York days, as the portal's business days (todayIso).
      const day = (n: number) => new Date(`${addCalendarDays(todayIso(), n)}T00:00:00Z`);
      const row = await db.policy.update({ where: { id: policy.id }, data: { dateFrom: day(-30), finalSalesDate: day(0) } });
      await db.quotationVersion.update({
        where: { id: row.quotationVersionId },
        data: { promotionPeriodFrom: day(-30), promotionPeriodUntil: day(-1) },
      });
    }
  }

  // A Harbor policy whose broker asked to cancel it: waiting for an underwriter's decision.
  const fireworks = await submit(
    harbor,
    concert(harbor.id, {
      applicant: {
        name: "Battery Park Fireworks Association",
        email: "info@bpfireworks.example",
        street: "1 Battery Pl",
        city: "New York",
        state: "NY",
        zipCode: "10004",
      },
      event: {
        name: "Harbor Fireworks Night",
        type: "Festival",
        dateFrom: inDays(100),
        dateUntil: inDays(100),
        hoursFrom: "18:00",
        hoursTo: "23:00",
      },
      limitPerDay: "30000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "30000" } },
    }),
  );
  if (fireworks.status === "READY") {
    const policy = await takeToPolicy(
      { broker: harbor, underwriter },
      fireworks.id,
      ["rainfall"],
      { name: "Sam Ortiz", position: "Treasurer" },
      "WEP-DEMO-0003",
    );
    if (policy) {
      await requestPolicyCancellation(harbor, policy.id, {
        reason: "The city moved the fireworks to a barge show with its own cover; the association no longer needs this policy.",
        cancellationDate: inDays(30),
      });
    }
  }
  await createQuotationDraft(broker, {
    applicant: { name: "Lakeside Food Truck Festival", email: "", street: "", city: "", state: "", zipCode: "" },
    kind: "EVENT",
    wizardStep: 3,
  });
  // Past policies whose losses the claims engine determines from the station record (when it was imported).
  await seedDemoClaims({ broker, underwriter });
  const policies = await db.policy.count();
  const claims = await db.claim.count();
  log(
    `seeded: ${await db.quotation.count()} demo quotations, ${policies} demo ${policies === 1 ? "policy" : "policies"}` +
      (claims > 0 ? `, ${claims} ${claims === 1 ? "claim" : "claims"} determined from the station record` : ""),
  );
}

if (process.argv[1] && /seed-demo-quotations\.(ts|js|mjs)$/.test(process.argv[1])) {
  seedDemoQuotations()
    .then(() => db.$disconnect())
    .then(() => process.exit(0))
    .catch((error) => {
      console.error("demo quotations were not seeded:", error);
      process.exit(0);
    });
}

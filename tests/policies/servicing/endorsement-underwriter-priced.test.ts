import { beforeAll, describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import type { EndorsementPreviewDto } from "@/lib/policies/endorsement-preview";
import type { CreateEndorsementInput } from "@/lib/policies/policy-action-schemas";
import { db } from "@/server/db";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { previewPolicyEndorsement } from "@/server/policies/preview-policy-endorsement";
import { rateQuote } from "@/server/rater/rate-quote";
import { bodyOf } from "../../support/described-call";
import { isoDay, type PerilOption } from "../../support/quotation-factory";
import {
  cents,
  expectValidationRefusal,
  lightning,
  livePolicy,
  servicingSetup,
  servicingSnapshot,
  type ServicingActors,
} from "./servicing-support";

// Endorsements of a policy with a peril the underwriter priced by hand (decisions D47, D104): the
// festival at Central Park (ZIP 10024), where no station within reach records thunder, so the
// rater cannot price lightning and the underwriter gave it 450.00 at review. Rainfall 0.5 in is
// the rater's (1,726.67 at 10,000.00 a day on 15 July, as in figures.test.ts). Fees: lightning
// 250.00 for the one 12-hour day (the seed's lightning fee, one started 72 hours). And the preview
// of each endorsement gives, to the cent, what its issue then writes.

let actors: ServicingActors;
beforeAll(async () => {
  actors = await servicingSetup();
});

function daysToNextMidJuly(): number {
  for (let n = 30; n < 400; n++) if (isoDay(n).endsWith("-07-15")) return n;
  throw new Error("no 15 July within 400 days");
}

const WEATHER = process.env.WEATHER_DATA_DIR;
const RAIN_05 = "1726.67";
const PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.172667", premium: RAIN_05 },
  lightning("450.00"),
];

async function policyWithHandPricedLightning(inDays = daysToNextMidJuly()) {
  const dto = await livePolicy(actors, { eventInDays: inDays, perils: PERILS, fees: "250.00", underwriterPriced: ["lightning"] });
  expect(dto.premium).toBe("2176.67");
  return dto;
}

/** The rater's rainfall premium at Central Park on `dates` for `limitPerDay`. */
async function rainfallPremium(dates: string[], limitPerDay: number) {
  const answer = await rateQuote(
    bodyOf(raterApi.rateQuote, {
      zipCode: "10024",
      dates,
      hoursOfCoverage: { from: "10:00", to: "22:00" },
      perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay }],
    }),
  );
  return answer.options[0].premium!;
}

/** Previews, issues the same body, and checks the preview's figures are the issued ones to the cent. */
async function previewThenIssue(policyId: number, body: CreateEndorsementInput): Promise<EndorsementPreviewDto> {
  const before = await servicingSnapshot(policyId);
  const preview = await previewPolicyEndorsement(actors.underwriter, policyId, body);
  expect(await servicingSnapshot(policyId), "a preview writes nothing").toEqual(before);

  const issued = await createPolicyEndorsement(actors.underwriter, policyId, body);
  expect({ premiumChange: issued.premiumChange, premiumAfter: issued.premiumAfter, changes: issued.changes }).toEqual({
    premiumChange: preview.premiumChange === "0.00" ? null : preview.premiumChange,
    premiumAfter: preview.premiumAfter,
    changes: preview.changes,
  });
  const details = await getPolicyDetails(actors.underwriter, policyId);
  expect({ premium: details.premium, aggregateLimit: details.aggregateLimit }).toEqual({
    premium: preview.premiumAfter,
    aggregateLimit: preview.aggregateLimit,
  });
  expect(details.item.perils.map((p) => [p.peril, p.limitPerDay, p.premium])).toEqual(
    preview.perils.map((p) => [p.peril, p.limitPerDay, p.premium]),
  );
  const invoice = issued.invoice ? await db.invoice.findUniqueOrThrow({ where: { id: issued.invoice.id } }) : null;
  expect(
    invoice && {
      grossBoundPremium: cents(invoice.grossBoundPremium),
      fees: cents(invoice.fees),
      stateTax: cents(invoice.stateTax),
      stampingFee: cents(invoice.stampingFee),
      municipalityTax: cents(invoice.municipalityTax),
      grossTotal: cents(invoice.grossTotal),
      commission: cents(invoice.commission),
      amountDue: cents(invoice.amountDue),
      lines: invoice.lines,
    },
  ).toEqual(preview.invoice);
  return preview;
}

describe.skipIf(!WEATHER)("an endorsement of a policy with a peril the underwriter priced by hand", () => {
  it("a new limit per day: rainfall is rated again, lightning's premium follows its limit at the underwriter's rate", async () => {
    const day = isoDay(daysToNextMidJuly());
    const rain20 = await rainfallPremium([day], 20000);
    // 0.172667 × 20,000 = 3,453.34 (the rater's rate to six places times the limit).
    expect(rain20).toBe("3453.34");
    const dto = await policyWithHandPricedLightning();

    const preview = await previewThenIssue(dto.id, {
      title: "Higher limit",
      content: "The limit per day is raised to 20,000.",
      changes: { limitPerDay: "20,000" },
    });
    // Lightning 450.00 × 20,000 ÷ 10,000 = 900.00. Premium 3,453.34 + 900.00 = 4,353.34, from
    // 2,176.67: +2,176.67. Fees unchanged (one lightning period). NY tax 3.6% = 78.36012 → 78.36,
    // stamping 0.15% = 3.265005 → 3.27; gross 2,258.30; commission 15% = 326.5005 → 326.50;
    // due 1,931.80.
    expect(preview.perils).toEqual([
      {
        peril: "rainfall",
        limitPerDayBefore: "10000.00",
        limitPerDay: "20000.00",
        premiumBefore: RAIN_05,
        premium: "3453.34",
        pricing: "rater",
      },
      {
        peril: "lightning",
        limitPerDayBefore: "10000.00",
        limitPerDay: "20000.00",
        premiumBefore: "450.00",
        premium: "900.00",
        pricing: "scaled",
      },
    ]);
    expect(preview).toMatchObject({
      premiumBefore: "2176.67",
      premiumAfter: "4353.34",
      premiumChange: "2176.67",
      feesChange: "0.00",
      aggregateLimitBefore: "10000.00",
      aggregateLimit: "20000.00",
      invoice: {
        grossBoundPremium: "2176.67",
        fees: "0.00",
        stateTax: "78.36",
        stampingFee: "3.27",
        grossTotal: "2258.30",
        commission: "326.50",
        amountDue: "1931.80",
      },
    });
    expect(preview.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Limit per day", "$10,000.00", "$20,000.00"],
      ["Rainfall limit per day", "$10,000.00", "$20,000.00"],
      ["Lightning limit per day", "$10,000.00", "$20,000.00"],
    ]);
    // Stored as the underwriter's premium, so a later change of its limit scales it again.
    const lightningRow = (await getPolicyDetails(actors.underwriter, dto.id)).item.perils.find((p) => p.peril === "lightning");
    expect(lightningRow).toMatchObject({ premium: "900.00", limitPerDay: "20000.00", limit: "20000.00" });
  });

  it("a lower rainfall limit only: rainfall rated again, lightning keeps its premium", async () => {
    const day = isoDay(daysToNextMidJuly());
    expect(await rainfallPremium([day], 5000)).toBe("863.34");
    const dto = await policyWithHandPricedLightning();
    const preview = await previewThenIssue(dto.id, {
      title: "Lower rainfall limit",
      content: "Rainfall is insured for 5,000 a day.",
      changes: { coverage: { rainfall: { limitPerDay: "5000" } } },
    });
    // 863.34 + 450.00 = 1,313.34; −863.33. NY tax 31.07988 → −31.08, stamping 1.294995 → −1.29;
    // gross −895.70; commission 129.4995 → −129.50; due −766.20.
    expect(preview.perils.map((p) => [p.peril, p.premium, p.pricing])).toEqual([
      ["rainfall", "863.34", "rater"],
      ["lightning", "450.00", "kept"],
    ]);
    expect(preview).toMatchObject({
      premiumAfter: "1313.34",
      premiumChange: "-863.33",
      invoice: { stateTax: "-31.08", stampingFee: "-1.29", grossTotal: "-895.70", commission: "-129.50", amountDue: "-766.20" },
    });
  });

  it("new dates: lightning cannot be rated, the underwriter enters its premium again", async () => {
    const inDays = daysToNextMidJuly();
    const dto = await policyWithHandPricedLightning(inDays);
    const changes = { event: { dateFrom: isoDay(inDays), dateUntil: isoDay(inDays + 1), hoursFrom: "10:00", hoursTo: "22:00" } };
    const body = { title: "Second day", content: "The festival runs over two days.", changes };
    await expectValidationRefusal(dto.id, () => previewPolicyEndorsement(actors.underwriter, dto.id, body), {
      path: "changes.premiums.lightning",
      message:
        /^Lightning cannot be rated on the new terms: No weather station within 25 miles of 10024 records thunderstorms.*\. Enter the underwriter's premium for it$/,
    });
    await expectValidationRefusal(dto.id, () => createPolicyEndorsement(actors.underwriter, dto.id, body), {
      path: "changes.premiums.lightning",
      message: /^Lightning cannot be rated on the new terms/,
    });

    const rainTwoDays = await rainfallPremium([isoDay(inDays), isoDay(inDays + 1)], 10000);
    const preview = await previewThenIssue(dto.id, { ...body, changes: { ...changes, premiums: { lightning: "800" } } });
    expect(preview.perils.map((p) => [p.peril, p.premium, p.pricing])).toEqual([
      ["rainfall", rainTwoDays, "rater"],
      ["lightning", "800.00", "underwriter"],
    ]);
    const stored = await db.perilValue.findFirstOrThrow({
      where: { version: { policy: { id: dto.id } }, peril: "lightning" },
    });
    expect([stored.premiumFromRater, cents(stored.premiumAfterReview), cents(stored.premium)]).toEqual([null, "800.00", "800.00"]);
  });

  it("a premium for a peril whose terms stay is refused, and nothing changes", async () => {
    const dto = await policyWithHandPricedLightning();
    await expectValidationRefusal(
      dto.id,
      () =>
        createPolicyEndorsement(actors.underwriter, dto.id, {
          title: "Lower rainfall limit",
          content: "Rainfall is insured for 5,000 a day.",
          changes: { coverage: { rainfall: { limitPerDay: "5000" } }, premiums: { lightning: "999" } },
        }),
      {
        path: "changes.premiums.lightning",
        message: "Lightning keeps its terms and its premium: only a peril whose terms change takes a new premium",
      },
    );
  });

  it("a wording-only preview: the premium stays, no invoice", async () => {
    const dto = await policyWithHandPricedLightning();
    const preview = await previewPolicyEndorsement(actors.underwriter, dto.id, { title: "Loss payee", content: "Claims go to the bank." });
    expect(preview).toMatchObject({ changes: [], premiumBefore: "2176.67", premiumAfter: "2176.67", premiumChange: "0.00", invoice: null });
  });
});

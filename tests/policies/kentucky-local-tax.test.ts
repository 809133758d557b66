import { beforeAll, describe, expect, it, vi } from "vitest";
import * as settingsApi from "@/lib/api/operations/settings";
import { kentuckyLocalTax, type LocalTaxJurisdiction } from "@/lib/policies/kentucky-local-tax";
import { localPremiumTaxFormSchema, localPremiumTaxUpdateFromForm } from "@/lib/settings/local-premium-tax-schema";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { db } from "@/server/db";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { listLocalPremiumTaxes } from "@/server/state-fees/list-local-premium-taxes";
import { municipalityForRisk } from "@/server/state-fees/municipality-for-risk";
import { updateLocalPremiumTax } from "@/server/state-fees/update-local-premium-tax";
import { policyNumber, quotationWithApplication } from "../support/binding";
import { bodyOf, callRoute } from "../support/described-call";
import { endedPromotion, nyDay, rain, servicingSetup, type PromotionTerms, type ServicingActors } from "./servicing/servicing-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// Kentucky's local government premium tax by jurisdiction (issue 14 item 8, decisions.md D80): the
// rows seeded from prisma/seed-data/kentucky-local-premium-tax.csv, the lookup from the risk's
// location at bind and final sales, the jurisdiction on the invoice, and the admin's edit with its
// history. Every expected figure is worked out by hand: KY state tax 4.8% of the base, the local
// tax the jurisdiction's rate of the base, each half-up to cents; Brightline's commission 15% of
// the premium; gross = premium + taxes; due = gross − commission.

let actors: ServicingActors;

beforeAll(async () => {
  actors = await servicingSetup();
});

const rowId = async (name: string) => (await db.localPremiumTax.findUniqueOrThrow({ where: { state_name: { state: "KY", name } } })).id;

type Location = { city: string | null; zipCode: string };

/** A Kentucky insured's promotion held in `location`, bound by the underwriter (rainfall 900.00 on 8,000.00, closest station: no fees). */
async function kentuckyPolicy(location: Location, promotion: PromotionTerms = endedPromotion()): Promise<PolicyDetailsDto> {
  const q = await quotationWithApplication(actors.broker, { status: "READY_TO_BIND", perils: [rain("900.00", "8000.00")] });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  await db.quotationVersion.update({
    where: { id: q.version.id },
    data: {
      applicantState: "KY",
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      kind: "PROMOTION",
      eventName: null,
      eventType: null,
      datesOfCoverage: [],
      hoursOfCoverageFrom: null,
      hoursOfCoverageTo: null,
      promotionName: "Rain or Shine Sofa Sale",
      promotionPeriodFrom: day(promotion.periodFrom),
      promotionPeriodUntil: day(promotion.periodUntil),
      promotionDate: day(promotion.promotionDate),
      finalEstimatedSales: promotion.finalEstimatedSales,
      locationName: "Showroom",
      locationStreet: "1 Main Street",
      locationCity: location.city,
      locationState: "KY",
      locationZipCode: location.zipCode,
    },
  });
  return bindQuotation(actors.underwriter, q.id, { policyNumber: policyNumber("KY") });
}

const invoiceOf = (policyId: number, kind: "BIND" | "FINAL_SALES" | "CANCELLATION") =>
  db.invoice.findFirstOrThrow({ where: { policyId, kind }, orderBy: { id: "asc" } });
const figures = (i: Awaited<ReturnType<typeof invoiceOf>>) => ({
  grossBoundPremium: i.grossBoundPremium.toFixed(2),
  stateTax: i.stateTax.toFixed(2),
  municipalityTax: i.municipalityTax.toFixed(2),
  municipalityTaxRate: i.municipalityTaxRate?.toString() ?? null,
  municipalityName: i.municipalityName,
  grossTotal: i.grossTotal.toFixed(2),
  commission: i.commission.toFixed(2),
  amountDue: i.amountDue.toFixed(2),
});

describe("the seeded table", () => {
  it("holds the sourced jurisdictions, each with its source", async () => {
    const admin = actors.admin;
    const rows = await listLocalPremiumTaxes(admin);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get("Louisville/Jefferson County")).toMatchObject({
      kind: "COUNTY",
      county: "Jefferson",
      places: ["Louisville"],
      rate: "0.05",
      withinCities: true,
    });
    expect(byName.get("Lexington-Fayette Urban County")).toMatchObject({ places: ["Lexington"], rate: "0.05" });
    expect(byName.get("Bowling Green")).toMatchObject({ kind: "CITY", county: "Warren", rate: "0.07" });
    expect(byName.get("Beaver Dam")).toMatchObject({ code: "0033", rate: "0.069" });
    expect(byName.get("Kenton County")).toMatchObject({ kind: "COUNTY", withinCities: false, rate: "0.08" });
    expect(rows.every((r) => r.source.length > 0)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(35);
  });
});

describe("the rate of a risk's location", () => {
  const rows: LocalTaxJurisdiction[] = [
    { name: "Louisville/Jefferson County", kind: "COUNTY", county: "Jefferson", places: ["Louisville"], rate: "0.05", withinCities: true },
    { name: "Prospect", kind: "CITY", county: "Jefferson", places: ["Prospect"], rate: "0.07", withinCities: false },
    { name: "Anchorage", kind: "CITY", county: "Jefferson", places: ["Anchorage"], rate: "0.03", withinCities: false },
    { name: "Kenton County", kind: "COUNTY", county: "Kenton", places: [], rate: "0.08", withinCities: false },
    { name: "Lakeside Park", kind: "CITY", county: "Kenton", places: ["Lakeside Park"], rate: "0.02", withinCities: false },
  ];

  it.each([
    ["Louisville", { rate: "0.05", name: "Louisville/Jefferson County", onFile: true }],
    ["  LOUISVILLE ", { rate: "0.05", name: "Louisville/Jefferson County", onFile: true }],
    // A city above the county: its own rate, the county's credited away.
    ["Prospect", { rate: "0.07", name: "Prospect", onFile: true }],
    // A city below a county that taxes inside its cities: the county's higher rate, both named.
    ["Anchorage", { rate: "0.05", name: "Anchorage/Jefferson County", onFile: true }],
    // A county that taxes only its unincorporated area adds nothing inside a city.
    ["Lakeside Park", { rate: "0.02", name: "Lakeside Park", onFile: true }],
    ["Somerset", { rate: "0.05", name: "Somerset, default rate", onFile: false }],
    [null, { rate: "0.05", name: undefined, onFile: false }],
  ])("%j", (city, expected) => {
    expect(kentuckyLocalTax(rows, city)).toEqual(expected);
  });

  it("takes the city of the ZIP code when the location has none, and the default outside Kentucky", async () => {
    expect(await municipalityForRisk(db, { locationCity: null, locationState: "KY", locationZipCode: "40202" })).toEqual({
      rate: "0.05",
      name: "Louisville/Jefferson County",
      onFile: true,
    });
    expect(await municipalityForRisk(db, { locationCity: "Bowling Green", locationState: "KY", locationZipCode: "42101" })).toEqual({
      rate: "0.07",
      name: "Bowling Green",
      onFile: true,
    });
    expect(await municipalityForRisk(db, { locationCity: "New York", locationState: "NY", locationZipCode: "10024" })).toEqual({
      rate: "0.05",
      name: undefined,
      onFile: false,
    });
  });
});

describe("a Kentucky policy in a city with its own rate", () => {
  it("bind charges Bowling Green's 7% and names it; final sales takes the rate an admin set since", async () => {
    const dto = await kentuckyPolicy({ city: "Bowling Green", zipCode: "42101" });

    // Premium 900.00, no fees. KY 4.8% = 43.20; Bowling Green 7% = 63.00; gross 1,006.20;
    // commission 15% = 135.00; due 871.20.
    const bind = await invoiceOf(dto.id, "BIND");
    expect(figures(bind)).toEqual({
      grossBoundPremium: "900.00",
      stateTax: "43.20",
      municipalityTax: "63.00",
      municipalityTaxRate: "0.07",
      municipalityName: "Bowling Green",
      grossTotal: "1006.20",
      commission: "135.00",
      amountDue: "871.20",
    });
    expect(bind.lines).toEqual([
      { kind: "premium", label: "Gross bound premium", amount: "900.00" },
      { kind: "tax", label: "Kentucky surplus lines tax and premium surcharge", amount: "43.20" },
      { kind: "tax", label: "Kentucky local government premium tax (Bowling Green)", amount: "63.00" },
      { kind: "subtotal", label: expect.any(String), amount: "1006.20" },
      { kind: "commission", label: "Less broker commission (15.00%)", amount: "-135.00" },
      { kind: "total", label: "Amount due", amount: "871.20" },
    ]);
    // The policy page shows the same lines.
    expect(dto.invoices[0]).toMatchObject({ municipalityTax: "63.00", amountDue: "871.20", lines: bind.lines });

    // The admin raises Bowling Green to 7.5% after the bind.
    const id = await rowId("Bowling Green");
    await updateLocalPremiumTax(
      actors.admin,
      id,
      bodyOf(settingsApi.updateLocalPremiumTax, { rate: "0.075", note: "Raised from July 1 (test)" }),
    );

    // Final sales: reported 11,000.00, confirmed 12,000.00 → 4,000.00 above the 8,000.00 limit at
    // 11.25% = 450.00. KY 4.8% = 21.60; Bowling Green 7.5% = 33.75; gross 505.35; commission
    // 67.50; due 437.85.
    await submitFinalSales(actors.broker, dto.id, { finalSalesAmount: "11000.00" });
    const reviewed = await reviewFinalSales(actors.underwriter, dto.id, { finalSalesAmount: "12000.00" });
    const finalSales = await invoiceOf(dto.id, "FINAL_SALES");
    expect(figures(finalSales)).toEqual({
      grossBoundPremium: "450.00",
      stateTax: "21.60",
      municipalityTax: "33.75",
      municipalityTaxRate: "0.075",
      municipalityName: "Bowling Green",
      grossTotal: "505.35",
      commission: "67.50",
      amountDue: "437.85",
    });
    expect((finalSales.lines as { label: string; amount: string }[]).find((l) => l.label.startsWith("Kentucky local"))).toEqual({
      kind: "tax",
      label: "Kentucky local government premium tax (Bowling Green)",
      amount: "33.75",
    });
    expect(reviewed.finalSales[0]).toMatchObject({ municipalityTax: "33.75" });
    // The bind invoice keeps what it charged.
    expect(figures(await invoiceOf(dto.id, "BIND")).municipalityTax).toBe("63.00");
  });

  it("a city in Louisville Metro with a higher rate of its own: Prospect's 7%", async () => {
    const dto = await kentuckyPolicy({ city: "Prospect", zipCode: "40059" });
    // KY 43.20; Prospect 7% of 900.00 = 63.00.
    expect(figures(await invoiceOf(dto.id, "BIND"))).toMatchObject({
      municipalityTax: "63.00",
      municipalityTaxRate: "0.07",
      municipalityName: "Prospect",
      grossTotal: "1006.20",
    });
  });

  it("a city without a row: the default 5%, and the line says so", async () => {
    const dto = await kentuckyPolicy({ city: "Somerset", zipCode: "42501" });
    const bind = await invoiceOf(dto.id, "BIND");
    // 5% of 900.00 = 45.00; gross 988.20.
    expect(figures(bind)).toMatchObject({
      municipalityTax: "45.00",
      municipalityTaxRate: "0.05",
      municipalityName: "Somerset, default rate",
      grossTotal: "988.20",
    });
    expect((bind.lines as { label: string }[]).map((l) => l.label)).toContain(
      "Kentucky local government premium tax (Somerset, default rate)",
    );
  });

  it("a cancellation returns the tax at the rate the bind collected, whatever the table says now", async () => {
    // A promotion whose sales start in 40 days: cancelled today, 75% of 900.00 = 675.00 is returned.
    const iso = nyDay;
    const dto = await kentuckyPolicy(
      { city: "Hopkinsville", zipCode: "42240" },
      { periodFrom: iso(40), periodUntil: iso(50), promotionDate: iso(60), finalEstimatedSales: "16000.00" },
    );
    expect(figures(await invoiceOf(dto.id, "BIND"))).toMatchObject({ municipalityTax: "76.50", municipalityTaxRate: "0.085" });
    await updateLocalPremiumTax(
      actors.admin,
      await rowId("Hopkinsville"),
      bodyOf(settingsApi.updateLocalPremiumTax, { rate: "0.1", note: "" }),
    );
    await cancelPolicy(actors.underwriter, dto.id, { reason: "Sale cancelled", cancellationDate: iso(1) });
    const credit = await invoiceOf(dto.id, "CANCELLATION");
    // −675.00: KY 4.8% = −32.40; Hopkinsville 8.5% (as collected) = −57.375 → −57.38.
    expect(figures(credit)).toMatchObject({
      grossBoundPremium: "-675.00",
      stateTax: "-32.40",
      municipalityTax: "-57.38",
      municipalityTaxRate: "0.085",
      municipalityName: "Hopkinsville",
    });
  });
});

describe("Settings › State fees: the admin keeps the Kentucky rates", () => {
  it("changes a rate and note from the form's percent, with the history of who changed what", async () => {
    const id = await rowId("Glasgow");
    const body = localPremiumTaxUpdateFromForm(localPremiumTaxFormSchema.parse({ rate: "5.25", note: "  Raised by ordinance 2026-3  " }));
    expect(body).toEqual({ rate: "0.0525", note: "Raised by ordinance 2026-3" });
    const updated = await updateLocalPremiumTax(actors.admin, id, bodyOf(settingsApi.updateLocalPremiumTax, body));
    expect(updated).toMatchObject({ id, name: "Glasgow", rate: "0.0525", note: "Raised by ordinance 2026-3" });
    expect((await listLocalPremiumTaxes(actors.admin)).find((r) => r.id === id)?.rate).toBe("0.0525");

    const [event] = await listAuditEvents(actors.admin, "LocalPremiumTax", String(id));
    expect(event).toMatchObject({
      action: "localPremiumTax.update",
      actor: { id: actors.admin.id, name: "Alex Admin" },
      before: { rate: "0.05", note: "" },
      after: { rate: "0.0525", note: "Raised by ordinance 2026-3" },
    });

    // Saving the same values again writes no event.
    await updateLocalPremiumTax(actors.admin, id, bodyOf(settingsApi.updateLocalPremiumTax, body));
    expect(await db.auditEvent.count({ where: { subjectType: "LocalPremiumTax", subjectId: String(id) } })).toBe(1);
  });

  it.each([
    [{ rate: 1.5, note: "" }, "rate", "Rate cannot exceed 100%"],
    [{ rate: -0.01, note: "" }, "rate", "Rate cannot be negative"],
    [{ rate: "0.1234567", note: "" }, "rate", "Rate can have at most 6 decimals"],
    [{ note: "" }, "rate", "This field is required"],
    [{ rate: 0.05, note: "x".repeat(501) }, "note", "The note must have at most 500 characters"],
    [{ rate: 0.05, note: "", name: "Elsewhere" }, "(root)", 'Unrecognized key: "name"'],
  ])("refuses %j at %s: %s", async (body, path, message) => {
    const id = await rowId("Berea");
    const before = await db.localPremiumTax.findUniqueOrThrow({ where: { id } });
    const { status, body: answer } = await callRoute(settingsApi.updateLocalPremiumTax, {
      actor: actors.admin,
      params: { localTaxId: id },
      body,
    });
    expect(status).toBe(400);
    expect(answer.error?.code).toBe("VALIDATION_FAILURE");
    expect(answer.error?.details).toContainEqual({ path, message });
    expect((await db.localPremiumTax.findUniqueOrThrow({ where: { id } })).updatedAt).toEqual(before.updatedAt);
  });

  it("refuses underwriters and brokers, and answers 404 for an unknown jurisdiction", async () => {
    const id = await rowId("Ashland");
    for (const actor of [actors.underwriter, actors.broker]) {
      await expect(
        updateLocalPremiumTax(actor, id, bodyOf(settingsApi.updateLocalPremiumTax, { rate: 0, note: "hacked" })),
      ).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(listLocalPremiumTaxes(actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await db.localPremiumTax.findUniqueOrThrow({ where: { id } })).note).not.toBe("hacked");
    await expect(
      updateLocalPremiumTax(actors.admin, 999999, bodyOf(settingsApi.updateLocalPremiumTax, { rate: 0.01, note: "" })),
    ).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
      status: 404,
    });
  });
});

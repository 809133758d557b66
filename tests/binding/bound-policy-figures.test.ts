import { beforeAll, describe, expect, it } from "vitest";
import type { InvoiceLine } from "@/lib/policies/invoice-figures";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { ClaimsVerificationSourceName } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { isoDay, type PerilOption } from "../support/quotation-factory";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";

// The policy and invoice bind writes, for insureds in the four states with extra taxes (spec §9:
// Kentucky, New Jersey, West Virginia, Florida), with the state-fee rows of the seed
// (prisma/seed-data/state-fees.ts: KY tax 4.8% + 5% local default, NJ 5%, WV 4.55%, FL 4.94% +
// 0.06% FSLSO fee), the demo brokers' commissions (Brightline 15.00%, Harbor 12.50%) and the
// default fee settings (off-site observer 150.00 a day per peril, lightning 250.00 per 72 hours).
// Every expected figure below was worked out by hand:
//   taxable base = premium + fees; each tax = base × rate, half-up to cents;
//   commission = premium × commission %, half-up; gross total = premium + fees + taxes;
//   amount due = gross total − commission.

type Case = {
  state: string;
  broker: "broker@example.com" | "broker@harbor.example.com";
  days: number;
  source: ClaimsVerificationSourceName;
  perils: PerilOption[];
  fees: string;
  expected: {
    premium: string;
    aggregateLimit: string;
    fees: string;
    stateTax: string;
    stampingFee: string;
    municipalityTax: string;
    municipalityTaxRate: string | null;
    grossTotal: string;
    commissionRate: string;
    commission: string;
    amountDue: string;
    lines: InvoiceLine[];
  };
};

const rain = (premium: string, limitPerDay = "10000.00"): PerilOption => ({
  peril: "rainfall",
  threshold: "0.5",
  limitPerDay,
  rate: "0.08",
  premium,
});
const heat = (premium: string): PerilOption => ({
  peril: "maximumTemperature",
  threshold: "95",
  limitPerDay: "10000.00",
  rate: "0.03",
  premium,
});
const lightning = (premium: string): PerilOption => ({
  peril: "lightning",
  threshold: null,
  limitPerDay: "10000.00",
  rate: "0.02",
  premium,
});

const CASES: Case[] = [
  {
    // 1 day, closest station, no fees. Base 1,100.00: tax 4.8% = 52.80, local 5% = 55.00.
    // Commission 15% of 1,100.00 = 165.00. Gross 1,207.80, due 1,042.80.
    state: "KY",
    broker: "broker@example.com",
    days: 1,
    source: "CLOSEST_WEATHER_STATION",
    perils: [rain("800.00"), heat("300.00")],
    fees: "0.00",
    expected: {
      premium: "1100.00",
      aggregateLimit: "10000.00",
      fees: "0.00",
      stateTax: "52.80",
      stampingFee: "0.00",
      municipalityTax: "55.00",
      municipalityTaxRate: "0.05",
      grossTotal: "1207.80",
      commissionRate: "15.00",
      commission: "165.00",
      amountDue: "1042.80",
      lines: [
        { kind: "premium", label: "Gross bound premium", amount: "1100.00" },
        { kind: "tax", label: "Kentucky surplus lines tax and premium surcharge", amount: "52.80" },
        { kind: "tax", label: "Kentucky local government premium tax", amount: "55.00" },
        { kind: "subtotal", label: "Total payable by the insured", amount: "1207.80" },
        { kind: "commission", label: "Less broker commission (15.00%)", amount: "-165.00" },
        { kind: "total", label: "Amount due", amount: "1042.80" },
      ],
    },
  },
  {
    // 2 days, off-site observer for 2 perils: 150 × 2 × 2 = 600.00. Premium 1,234.56 + 345.67 = 1,580.23.
    // Base 2,180.23: tax 5% = 109.0115 → 109.01. Commission 12.5% of 1,580.23 = 197.52875 → 197.53.
    // Gross 1,580.23 + 600.00 + 109.01 = 2,289.24, due 2,091.71.
    state: "NJ",
    broker: "broker@harbor.example.com",
    days: 2,
    source: "OFFSITE_OBSERVER",
    perils: [rain("1234.56"), heat("345.67")],
    fees: "600.00",
    expected: {
      premium: "1580.23",
      aggregateLimit: "20000.00",
      fees: "600.00",
      stateTax: "109.01",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      grossTotal: "2289.24",
      commissionRate: "12.50",
      commission: "197.53",
      amountDue: "2091.71",
      lines: [
        { kind: "premium", label: "Gross bound premium", amount: "1580.23" },
        { kind: "fee", label: "Off-site observer fee", amount: "600.00" },
        { kind: "tax", label: "New Jersey surplus lines tax", amount: "109.01" },
        { kind: "subtotal", label: "Total payable by the insured", amount: "2289.24" },
        { kind: "commission", label: "Less broker commission (12.50%)", amount: "-197.53" },
        { kind: "total", label: "Amount due", amount: "2091.71" },
      ],
    },
  },
  {
    // 3 days 10:00–22:00: 60 covered hours, one 72-hour lightning period = 250.00. Premium 2,000.00 + 450.55 = 2,450.55.
    // Base 2,700.55: tax 4.55% = 122.875025 → 122.88. Commission 15% of 2,450.55 = 367.5825 → 367.58.
    // Gross 2,450.55 + 250.00 + 122.88 = 2,823.43, due 2,455.85.
    state: "WV",
    broker: "broker@example.com",
    days: 3,
    source: "CLOSEST_WEATHER_STATION",
    perils: [rain("2000.00"), lightning("450.55")],
    fees: "250.00",
    expected: {
      premium: "2450.55",
      aggregateLimit: "30000.00",
      fees: "250.00",
      stateTax: "122.88",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      grossTotal: "2823.43",
      commissionRate: "15.00",
      commission: "367.58",
      amountDue: "2455.85",
      lines: [
        { kind: "premium", label: "Gross bound premium", amount: "2450.55" },
        { kind: "fee", label: "Lightning fee", amount: "250.00" },
        { kind: "tax", label: "West Virginia surplus lines tax (includes the policy surcharge)", amount: "122.88" },
        { kind: "subtotal", label: "Total payable by the insured", amount: "2823.43" },
        { kind: "commission", label: "Less broker commission (15.00%)", amount: "-367.58" },
        { kind: "total", label: "Amount due", amount: "2455.85" },
      ],
    },
  },
  {
    // 1 day, off-site observer for rainfall only (lightning is verified by its own source): 150.00,
    // lightning 250.00; fees 400.00. Premium 999.99 + 100.01 = 1,100.00. Base 1,500.00: tax 4.94% = 74.10,
    // FSLSO 0.06% = 0.90. Commission 12.5% of 1,100.00 = 137.50. Gross 1,575.00, due 1,437.50.
    state: "FL",
    broker: "broker@harbor.example.com",
    days: 1,
    source: "OFFSITE_OBSERVER",
    perils: [rain("999.99"), lightning("100.01")],
    fees: "400.00",
    expected: {
      premium: "1100.00",
      aggregateLimit: "10000.00",
      fees: "400.00",
      stateTax: "74.10",
      stampingFee: "0.90",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      grossTotal: "1575.00",
      commissionRate: "12.50",
      commission: "137.50",
      amountDue: "1437.50",
      lines: [
        { kind: "premium", label: "Gross bound premium", amount: "1100.00" },
        { kind: "fee", label: "Off-site observer fee", amount: "150.00" },
        { kind: "fee", label: "Lightning fee", amount: "250.00" },
        { kind: "tax", label: "Florida surplus lines tax", amount: "74.10" },
        { kind: "tax", label: "Florida Surplus Lines Service Office service fee", amount: "0.90" },
        { kind: "subtotal", label: "Total payable by the insured", amount: "1575.00" },
        { kind: "commission", label: "Less broker commission (12.50%)", amount: "-137.50" },
        { kind: "total", label: "Amount due", amount: "1437.50" },
      ],
    },
  },
];

let underwriter: Actor;

beforeAll(async () => {
  useTemporaryFileStorage();
  underwriter = await demoActor("underwriter@example.com");
  await onlyBinderCoveringToday("25000000.00");
});

describe("the policy and invoice bind writes, by the insured's state", () => {
  it.each(CASES)("$state insured, $broker, $days day(s), $source", async (c) => {
    const broker = await demoActor(c.broker);
    const q = await quotationWithApplication(broker, { eventDays: c.days, perils: c.perils, fees: c.fees });
    await db.quotationVersion.update({
      where: { id: q.version.id },
      data: { applicantState: c.state, claimsVerificationSource: c.source },
    });
    const number = policyNumber(c.state);

    const dto = await bindQuotation(underwriter, q.id, { policyNumber: number });

    const policy = await db.policy.findUniqueOrThrow({ where: { id: dto.id }, include: { invoices: true } });
    expect(policy).toMatchObject({
      policyNumber: number,
      status: "LIVE",
      quotationId: q.id,
      quotationVersionId: q.version.id,
      brokerCompanyId: broker.companyId,
      brokerUserId: broker.id,
      underwriterCompanyId: underwriter.companyId,
      boundById: underwriter.id,
      insuredName: q.insuredName,
      insuredState: c.state,
      kind: "EVENT",
      itemName: "Riverside Summer Festival",
    });
    expect(policy.dateFrom.toISOString().slice(0, 10)).toBe(isoDay(60));
    expect(policy.dateUntil.toISOString().slice(0, 10)).toBe(isoDay(60 + c.days - 1));
    expect(policy.deductible.toFixed(2)).toBe("500.00");
    expect(policy.premium.toFixed(2)).toBe(c.expected.premium);
    expect(policy.aggregateLimit.toFixed(2)).toBe(c.expected.aggregateLimit);

    expect(policy.invoices).toHaveLength(1);
    const invoice = policy.invoices[0];
    expect(invoice.kind).toBe("BIND");
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice.invoiceNumber).toBe(`INV-${todayIso().slice(0, 4)}-${String(invoice.id).padStart(6, "0")}`);
    expect({
      grossBoundPremium: invoice.grossBoundPremium.toFixed(2),
      fees: invoice.fees.toFixed(2),
      stateTax: invoice.stateTax.toFixed(2),
      stampingFee: invoice.stampingFee.toFixed(2),
      municipalityTax: invoice.municipalityTax.toFixed(2),
      municipalityTaxRate: invoice.municipalityTaxRate?.toString() ?? null,
      grossTotal: invoice.grossTotal.toFixed(2),
      commissionRate: invoice.commissionRate.toFixed(2),
      commission: invoice.commission.toFixed(2),
      amountDue: invoice.amountDue.toFixed(2),
      taxState: invoice.taxState,
      lines: invoice.lines,
    }).toEqual({
      grossBoundPremium: c.expected.premium,
      fees: c.expected.fees,
      stateTax: c.expected.stateTax,
      stampingFee: c.expected.stampingFee,
      municipalityTax: c.expected.municipalityTax,
      municipalityTaxRate: c.expected.municipalityTaxRate,
      grossTotal: c.expected.grossTotal,
      commissionRate: c.expected.commissionRate,
      commission: c.expected.commission,
      amountDue: c.expected.amountDue,
      taxState: c.state,
      lines: c.expected.lines,
    });

    // The API answer carries the same figures.
    expect(dto).toMatchObject({
      policyNumber: number,
      status: "LIVE",
      premium: c.expected.premium,
      aggregateLimit: c.expected.aggregateLimit,
    });
    expect(dto.invoices).toEqual([
      expect.objectContaining({
        invoiceNumber: invoice.invoiceNumber,
        amountDue: c.expected.amountDue,
        grossTotal: c.expected.grossTotal,
        lines: c.expected.lines,
      }),
    ]);
    expect(dto.item.perils.map((p) => p.peril)).toEqual(c.perils.map((p) => p.peril));
  });

  it("a promotion: the policy runs from the promotional period's start to the draw, one covered day, final sales due the day after the period", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationWithApplication(broker, { perils: [rain("900.00", "8000.00")] });
    const day = (n: number) => new Date(`${isoDay(n)}T00:00:00Z`);
    await db.quotationVersion.update({
      where: { id: q.version.id },
      data: {
        kind: "PROMOTION",
        promotionName: "Rain or Shine Sofa Sale",
        promotionPeriodFrom: day(20),
        promotionPeriodUntil: day(40),
        promotionDate: day(50),
        finalEstimatedSales: "16000.00",
      },
    });
    const dto = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber("PROMO") });
    expect(dto.item).toMatchObject({
      kind: "PROMOTION",
      name: "Rain or Shine Sofa Sale",
      dateFrom: isoDay(20),
      dateUntil: isoDay(50),
      coveredDays: [isoDay(50)],
      promotion: { periodFrom: isoDay(20), periodUntil: isoDay(40), promotionDate: isoDay(50), finalSalesDate: isoDay(41) },
    });
    // The option's 8,000.00 a day is below the 10,000.00 limit per day: at most 8,000.00 is paid.
    expect(dto.aggregateLimit).toBe("8000.00");
    expect(dto.premium).toBe("900.00");
  });
});

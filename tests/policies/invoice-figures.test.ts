import { describe, expect, it } from "vitest";
import { STATE_FEES } from "@/prisma/seed-data/state-fees";
import {
  adjustmentPremiumLabel,
  invoiceFigures,
  KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE,
  type InvoiceFiguresInput,
  type InvoiceStateFee,
} from "@/lib/policies/invoice-figures";

// Every expectation below was worked out by hand (and checked with `bc`), never by the code under
// test. Rates are the seed defaults of prisma/seed-data/state-fees.ts. Rounding: each line half-up
// to cents, then summed; commission on the premium only; taxes on premium + third-party fees (D35).

const fee = (state: string): InvoiceStateFee => {
  const row = STATE_FEES.find((s) => s.state === state);
  if (!row) throw new Error(`no seed row for ${state}`);
  return { state: row.state, name: row.name, tax: row.tax, stampingFee: row.stampingFee, municipalityTax: row.municipalityTax };
};

type Expected = {
  grossBoundPremium: string;
  commissionRate: string;
  commission: string;
  stateTax: string;
  stampingFee: string;
  municipalityTax: string;
  municipalityTaxRate: string | null;
  fees: string;
  grossTotal: string;
  amountDue: string;
  lines: [string, string][];
};

const CASES: { name: string; input: InvoiceFiguresInput; expected: Expected }[] = [
  {
    // base 10,300.00: tax 3.6% = 370.80, stamping 0.15% = 15.45; commission 12.5% of 10,000 = 1,250.00
    name: "New York: tax and stamping fee on premium and the observer fee",
    input: { grossBoundPremium: "10000.00", thirdPartyFees: { observer: "300.00" }, commissionPercent: "12.50", stateFee: fee("NY") },
    expected: {
      grossBoundPremium: "10000.00",
      commissionRate: "12.50",
      commission: "1250.00",
      stateTax: "370.80",
      stampingFee: "15.45",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "300.00",
      grossTotal: "10686.25",
      amountDue: "9436.25",
      lines: [
        ["Gross bound premium", "10000.00"],
        ["Off-site observer fee", "300.00"],
        ["New York excess line tax", "370.80"],
        ["New York stamping fee", "15.45"],
        ["Total payable by the insured", "10686.25"],
        ["Less broker commission (12.50%)", "-1250.00"],
        ["Amount due", "9436.25"],
      ],
    },
  },
  {
    // base 10,300.00: tax 4.8% = 494.40, municipal 5% (default) = 515.00; commission 10% = 1,000.00
    name: "Kentucky: state tax with surcharge, and the municipality tax at the default 5%",
    input: {
      grossBoundPremium: "10000.00",
      thirdPartyFees: { observer: "200.00", lightning: "100.00" },
      commissionPercent: "10",
      stateFee: fee("KY"),
      municipality: { name: "Lexington-Fayette Urban County" },
    },
    expected: {
      grossBoundPremium: "10000.00",
      commissionRate: "10.00",
      commission: "1000.00",
      stateTax: "494.40",
      stampingFee: "0.00",
      municipalityTax: "515.00",
      municipalityTaxRate: "0.05",
      fees: "300.00",
      grossTotal: "11309.40",
      amountDue: "10309.40",
      lines: [
        ["Gross bound premium", "10000.00"],
        ["Off-site observer fee", "200.00"],
        ["Lightning fee", "100.00"],
        ["Kentucky surplus lines tax and premium surcharge", "494.40"],
        ["Kentucky local government premium tax (Lexington-Fayette Urban County)", "515.00"],
        ["Total payable by the insured", "11309.40"],
        ["Less broker commission (10.00%)", "-1000.00"],
        ["Amount due", "10309.40"],
      ],
    },
  },
  {
    // 2,345.67 × 4.8% = 112.59216 → 112.59; × 8.5% = 199.38195 → 199.38; × 15% = 351.8505 → 351.85
    name: "Kentucky: a locality's own municipality tax rate, no fees",
    input: { grossBoundPremium: "2345.67", commissionPercent: "15.00", stateFee: fee("KY"), municipality: { rate: "0.085" } },
    expected: {
      grossBoundPremium: "2345.67",
      commissionRate: "15.00",
      commission: "351.85",
      stateTax: "112.59",
      stampingFee: "0.00",
      municipalityTax: "199.38",
      municipalityTaxRate: "0.085",
      fees: "0.00",
      grossTotal: "2657.64",
      amountDue: "2305.79",
      lines: [
        ["Gross bound premium", "2345.67"],
        ["Kentucky surplus lines tax and premium surcharge", "112.59"],
        ["Kentucky local government premium tax", "199.38"],
        ["Total payable by the insured", "2657.64"],
        ["Less broker commission (15.00%)", "-351.85"],
        ["Amount due", "2305.79"],
      ],
    },
  },
  {
    // Kentucky with a 0% locality: the line is still shown (KRS 91A.0810 asks for it to be identified)
    name: "Kentucky: a locality without premium tax keeps its line at 0.00",
    input: {
      grossBoundPremium: "1000.00",
      commissionPercent: "10.00",
      stateFee: fee("KY"),
      municipality: { rate: "0", name: "Unincorporated county" },
    },
    expected: {
      grossBoundPremium: "1000.00",
      commissionRate: "10.00",
      commission: "100.00",
      stateTax: "48.00",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: "0",
      fees: "0.00",
      grossTotal: "1048.00",
      amountDue: "948.00",
      lines: [
        ["Gross bound premium", "1000.00"],
        ["Kentucky surplus lines tax and premium surcharge", "48.00"],
        ["Kentucky local government premium tax (Unincorporated county)", "0.00"],
        ["Total payable by the insured", "1048.00"],
        ["Less broker commission (10.00%)", "-100.00"],
        ["Amount due", "948.00"],
      ],
    },
  },
  {
    // base 8,900.00 × 5% = 445.00; no stamping office; commission 12.5% of 8,750 = 1,093.75
    name: "New Jersey: 5% tax, no stamping line",
    input: { grossBoundPremium: "8750.00", thirdPartyFees: { lightning: "150.00" }, commissionPercent: "12.50", stateFee: fee("NJ") },
    expected: {
      grossBoundPremium: "8750.00",
      commissionRate: "12.50",
      commission: "1093.75",
      stateTax: "445.00",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "150.00",
      grossTotal: "9345.00",
      amountDue: "8251.25",
      lines: [
        ["Gross bound premium", "8750.00"],
        ["Lightning fee", "150.00"],
        ["New Jersey surplus lines tax", "445.00"],
        ["Total payable by the insured", "9345.00"],
        ["Less broker commission (12.50%)", "-1093.75"],
        ["Amount due", "8251.25"],
      ],
    },
  },
  {
    // An admin enters a reactivated SLIGF surcharge of 0.5% in NJ's fee column: 8,900 × 0.5% = 44.50
    name: "New Jersey: a surcharge in the fee column is named as the guaranty-fund surcharge",
    input: {
      grossBoundPremium: "8750.00",
      thirdPartyFees: { lightning: "150.00" },
      commissionPercent: "12.50",
      stateFee: { ...fee("NJ"), stampingFee: "0.005" },
    },
    expected: {
      grossBoundPremium: "8750.00",
      commissionRate: "12.50",
      commission: "1093.75",
      stateTax: "445.00",
      stampingFee: "44.50",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "150.00",
      grossTotal: "9389.50",
      amountDue: "8295.75",
      lines: [
        ["Gross bound premium", "8750.00"],
        ["Lightning fee", "150.00"],
        ["New Jersey surplus lines tax", "445.00"],
        ["New Jersey Surplus Lines Insurance Guaranty Fund surcharge", "44.50"],
        ["Total payable by the insured", "9389.50"],
        ["Less broker commission (12.50%)", "-1093.75"],
        ["Amount due", "8295.75"],
      ],
    },
  },
  {
    // base 5,120.00 × 4.55% = 232.96, one blended line, no separate surcharge
    name: "West Virginia: the blended 4.55% in one line",
    input: { grossBoundPremium: "5000.00", thirdPartyFees: { observer: "120.00" }, commissionPercent: "10.00", stateFee: fee("WV") },
    expected: {
      grossBoundPremium: "5000.00",
      commissionRate: "10.00",
      commission: "500.00",
      stateTax: "232.96",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "120.00",
      grossTotal: "5352.96",
      amountDue: "4852.96",
      lines: [
        ["Gross bound premium", "5000.00"],
        ["Off-site observer fee", "120.00"],
        ["West Virginia surplus lines tax (includes the policy surcharge)", "232.96"],
        ["Total payable by the insured", "5352.96"],
        ["Less broker commission (10.00%)", "-500.00"],
        ["Amount due", "4852.96"],
      ],
    },
  },
  {
    // base 12,670.67: tax 4.94% = 625.931098 → 625.93; FSLSO 0.06% = 7.602402 → 7.60;
    // commission 12.5% of 12,345.67 = 1,543.20875 → 1,543.21
    name: "Florida: tax and the FSLSO service fee",
    input: {
      grossBoundPremium: "12345.67",
      thirdPartyFees: { observer: "250.00", lightning: "75.00" },
      commissionPercent: "12.50",
      stateFee: fee("FL"),
    },
    expected: {
      grossBoundPremium: "12345.67",
      commissionRate: "12.50",
      commission: "1543.21",
      stateTax: "625.93",
      stampingFee: "7.60",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "325.00",
      grossTotal: "13304.20",
      amountDue: "11760.99",
      lines: [
        ["Gross bound premium", "12345.67"],
        ["Off-site observer fee", "250.00"],
        ["Lightning fee", "75.00"],
        ["Florida surplus lines tax", "625.93"],
        ["Florida Surplus Lines Service Office service fee", "7.60"],
        ["Total payable by the insured", "13304.20"],
        ["Less broker commission (12.50%)", "-1543.21"],
        ["Amount due", "11760.99"],
      ],
    },
  },
  {
    // Alabama 6%, no stamping fee; a broker company with no commission pays the gross total
    name: "Alabama: no stamping fee, zero commission",
    input: { grossBoundPremium: "1000.00", commissionPercent: "0.00", stateFee: fee("AL") },
    expected: {
      grossBoundPremium: "1000.00",
      commissionRate: "0.00",
      commission: "0.00",
      stateTax: "60.00",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "1060.00",
      amountDue: "1060.00",
      lines: [
        ["Gross bound premium", "1000.00"],
        ["Alabama surplus lines tax", "60.00"],
        ["Total payable by the insured", "1060.00"],
        ["Less broker commission (0.00%)", "0.00"],
        ["Amount due", "1060.00"],
      ],
    },
  },
  {
    // 123,456,789.99 × 3.6% = 4,444,444.43964 → 4,444,444.44; × 0.15% = 185,185.184985 → 185,185.18;
    // × 12.5% = 15,432,098.74875 → 15,432,098.75
    name: "a large premium stays exact",
    input: { grossBoundPremium: "123456789.99", commissionPercent: "12.50", stateFee: fee("NY") },
    expected: {
      grossBoundPremium: "123456789.99",
      commissionRate: "12.50",
      commission: "15432098.75",
      stateTax: "4444444.44",
      stampingFee: "185185.18",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "128086419.61",
      amountDue: "112654320.86",
      lines: [
        ["Gross bound premium", "123456789.99"],
        ["New York excess line tax", "4444444.44"],
        ["New York stamping fee", "185185.18"],
        ["Total payable by the insured", "128086419.61"],
        ["Less broker commission (12.50%)", "-15432098.75"],
        ["Amount due", "112654320.86"],
      ],
    },
  },
  {
    // The largest Decimal(14,2): 999,999,999,999.99 × 2.75% = 27,499,999,999.999725 → 27,500,000,000.00;
    // × 0.175% = 1,749,999,999.9999825 → 1,750,000,000.00; × 33.33% = 333,299,999,999.996667 → 333,300,000,000.00
    name: "the largest storable premium stays exact (Montana, SLIP+ fee)",
    input: { grossBoundPremium: "999999999999.99", commissionPercent: "33.33", stateFee: fee("MT") },
    expected: {
      grossBoundPremium: "999999999999.99",
      commissionRate: "33.33",
      commission: "333300000000.00",
      stateTax: "27500000000.00",
      stampingFee: "1750000000.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "1029249999999.99",
      amountDue: "695949999999.99",
      lines: [
        ["Gross bound premium", "999999999999.99"],
        ["Montana surplus lines tax", "27500000000.00"],
        ["Montana SLIP+ transaction fee", "1750000000.00"],
        ["Total payable by the insured", "1029249999999.99"],
        ["Less broker commission (33.33%)", "-333300000000.00"],
        ["Amount due", "695949999999.99"],
      ],
    },
  },
  {
    // Exactly half a cent rounds up: 20.10 × 5% = 1.005 → 1.01 (binary floating point gives 1.00499…);
    // commission 20.10 × 12.5% = 2.5125 → 2.51
    name: "half a cent rounds up",
    input: { grossBoundPremium: "20.10", commissionPercent: "12.50", stateFee: fee("NJ") },
    expected: {
      grossBoundPremium: "20.10",
      commissionRate: "12.50",
      commission: "2.51",
      stateTax: "1.01",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "21.11",
      amountDue: "18.60",
      lines: [
        ["Gross bound premium", "20.10"],
        ["New Jersey surplus lines tax", "1.01"],
        ["Total payable by the insured", "21.11"],
        ["Less broker commission (12.50%)", "-2.51"],
        ["Amount due", "18.60"],
      ],
    },
  },
  {
    // Half-up, not half-even: 30.00 × 0.15% = 0.045 → 0.05 (banker's rounding would give 0.04);
    // tax 30.00 × 3.6% = 1.08; commission 3.75
    name: "half a cent rounds up, not to even",
    input: { grossBoundPremium: "30.00", commissionPercent: "12.50", stateFee: fee("NY") },
    expected: {
      grossBoundPremium: "30.00",
      commissionRate: "12.50",
      commission: "3.75",
      stateTax: "1.08",
      stampingFee: "0.05",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "31.13",
      amountDue: "27.38",
      lines: [
        ["Gross bound premium", "30.00"],
        ["New York excess line tax", "1.08"],
        ["New York stamping fee", "0.05"],
        ["Total payable by the insured", "31.13"],
        ["Less broker commission (12.50%)", "-3.75"],
        ["Amount due", "27.38"],
      ],
    },
  },
  {
    // Each line is rounded, then summed: 100.10 × 4.94% = 4.94494 → 4.94 and × 0.06% = 0.06006 → 0.06,
    // 5.00 in all, where rounding the unrounded sum 5.005 would give 5.01. Commission 10% = 10.01.
    name: "lines are rounded before they are summed",
    input: { grossBoundPremium: "100.10", commissionPercent: "10.00", stateFee: fee("FL") },
    expected: {
      grossBoundPremium: "100.10",
      commissionRate: "10.00",
      commission: "10.01",
      stateTax: "4.94",
      stampingFee: "0.06",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "105.10",
      amountDue: "95.09",
      lines: [
        ["Gross bound premium", "100.10"],
        ["Florida surplus lines tax", "4.94"],
        ["Florida Surplus Lines Service Office service fee", "0.06"],
        ["Total payable by the insured", "105.10"],
        ["Less broker commission (10.00%)", "-10.01"],
        ["Amount due", "95.09"],
      ],
    },
  },
  {
    // Fees left out of the taxable base: 10,000 × 3.6% = 360.00, × 0.15% = 15.00
    name: "feesTaxable: false taxes the premium only",
    input: {
      grossBoundPremium: "10000.00",
      thirdPartyFees: { observer: "300.00" },
      commissionPercent: "12.50",
      stateFee: fee("NY"),
      feesTaxable: false,
    },
    expected: {
      grossBoundPremium: "10000.00",
      commissionRate: "12.50",
      commission: "1250.00",
      stateTax: "360.00",
      stampingFee: "15.00",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "300.00",
      grossTotal: "10675.00",
      amountDue: "9425.00",
      lines: [
        ["Gross bound premium", "10000.00"],
        ["Off-site observer fee", "300.00"],
        ["New York excess line tax", "360.00"],
        ["New York stamping fee", "15.00"],
        ["Total payable by the insured", "10675.00"],
        ["Less broker commission (12.50%)", "-1250.00"],
        ["Amount due", "9425.00"],
      ],
    },
  },
  {
    // A municipality given for a state without the municipality flag is ignored
    name: "no municipality tax outside Kentucky",
    input: {
      grossBoundPremium: "1000.00",
      commissionPercent: "10.00",
      stateFee: fee("TX"),
      municipality: { rate: "0.05", name: "Austin" },
    },
    expected: {
      // 1,000 × 4.85% = 48.50; × 0.04% = 0.40
      grossBoundPremium: "1000.00",
      commissionRate: "10.00",
      commission: "100.00",
      stateTax: "48.50",
      stampingFee: "0.40",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
      fees: "0.00",
      grossTotal: "1048.90",
      amountDue: "948.90",
      lines: [
        ["Gross bound premium", "1000.00"],
        ["Texas surplus lines tax", "48.50"],
        ["Texas stamping fee", "0.40"],
        ["Total payable by the insured", "1048.90"],
        ["Less broker commission (10.00%)", "-100.00"],
        ["Amount due", "948.90"],
      ],
    },
  },
];

describe("invoiceFigures", () => {
  it.each(CASES)("$name", ({ input, expected }) => {
    const { lines, ...figures } = invoiceFigures(input);
    const { lines: expectedLines, ...expectedFigures } = expected;
    expect(figures).toEqual(expectedFigures);
    expect(lines.map((l) => [l.label, l.amount])).toEqual(expectedLines);
  });

  it("accepts Prisma-style decimals and numbers as well as strings", () => {
    const decimal = (s: string) => ({ toString: () => s });
    const figures = invoiceFigures({
      grossBoundPremium: decimal("10000"),
      thirdPartyFees: { observer: decimal("300"), lightning: 0 },
      commissionPercent: decimal("12.5"),
      stateFee: { state: "NY", tax: decimal("0.036"), stampingFee: decimal("0.0015"), municipalityTax: false },
    });
    expect(figures.amountDue).toBe("9436.25");
    expect(figures.lines.map((l) => l.label)).toContain("New York excess line tax");
  });

  it("mirrors a charge for a return premium (negative amounts round away from zero)", () => {
    const charge = invoiceFigures({ grossBoundPremium: "30.00", commissionPercent: "12.50", stateFee: fee("NY") });
    const refund = invoiceFigures({ grossBoundPremium: "-30.00", commissionPercent: "12.50", stateFee: fee("NY") });
    expect(refund).toMatchObject({
      grossBoundPremium: "-30.00",
      stateTax: "-1.08",
      stampingFee: "-0.05",
      commission: "-3.75",
      grossTotal: "-31.13",
      amountDue: "-27.38",
    });
    expect(refund.lines.map((l) => l.kind)).toEqual(charge.lines.map((l) => l.kind));
    expect(refund.lines.find((l) => l.kind === "commission")?.amount).toBe("3.75");
  });

  it("uses 5% as the default Kentucky municipality tax rate", () => {
    expect(KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE).toBe("0.05");
  });

  it.each([
    ["a premium with fractions of a cent", { grossBoundPremium: "100.001" }],
    ["a premium that is not a number", { grossBoundPremium: "1,000.00" }],
    ["an empty premium", { grossBoundPremium: "" }],
    ["a fee with fractions of a cent", { thirdPartyFees: { observer: "1.234" } }],
    ["a negative commission", { commissionPercent: "-1" }],
    ["a commission over 100%", { commissionPercent: "100.01" }],
    ["a commission with 3 decimals", { commissionPercent: "12.505" }],
    ["a tax over 100%", { stateFee: { state: "NY", tax: "1.5", stampingFee: "0", municipalityTax: false } }],
    ["a negative stamping fee", { stateFee: { state: "NY", tax: "0.036", stampingFee: "-0.001", municipalityTax: false } }],
    ["a negative municipality rate", { stateFee: fee("KY"), municipality: { rate: "-0.05" } }],
  ] as const)("refuses %s", (_name, override) => {
    const input = { grossBoundPremium: "1000.00", commissionPercent: "10.00", stateFee: fee("NY"), ...override } as InvoiceFiguresInput;
    expect(() => invoiceFigures(input)).toThrow(RangeError);
  });
});

describe("invoiceFigures over every seeded state", () => {
  const sum = (amounts: string[]) => amounts.reduce((total, a) => total + Math.round(Number(a) * 100), 0);

  it.each(STATE_FEES.map((row) => [row.state]))("%s: the lines add up and no tax rate is shown", (state) => {
    const figures = invoiceFigures({
      grossBoundPremium: "4321.09",
      thirdPartyFees: { observer: "150.00", lightning: "50.00" },
      commissionPercent: "12.50",
      stateFee: fee(state),
    });
    const of = (...kinds: string[]) => figures.lines.filter((l) => kinds.includes(l.kind)).map((l) => l.amount);
    // Integer cents, so these sums are exact.
    expect(sum(of("premium", "fee", "tax"))).toBe(sum([figures.grossTotal]));
    expect(sum([figures.grossTotal, ...of("commission")])).toBe(sum([figures.amountDue]));
    expect(sum([figures.grossBoundPremium, figures.fees, figures.stateTax, figures.stampingFee, figures.municipalityTax])).toBe(
      sum([figures.grossTotal]),
    );
    expect(figures.lines.filter((l) => l.kind !== "commission").every((l) => !l.label.includes("%"))).toBe(true);
    expect(figures.lines.some((l) => l.label.includes("local government premium tax"))).toBe(state === "KY");
    expect(figures.commission).toBe("540.14"); // 4,321.09 × 12.5% = 540.13625
  });
});

describe("adjustmentPremiumLabel", () => {
  it.each([
    ["BIND", "1100.00", undefined],
    ["ENDORSEMENT", "400.00", "Additional premium"],
    ["ENDORSEMENT", "0.00", "Additional premium"],
    ["ENDORSEMENT", "-200.00", "Return premium"],
    ["FINAL_SALES", "150.00", "Additional premium on final sales"],
    ["CANCELLATION", "-825.00", "Return premium"],
    ["CANCELLATION", "0.00", "Return premium"],
  ] as const)("%s of %s: %s", (kind, premium, label) => {
    expect(adjustmentPremiumLabel(kind, premium)).toBe(label);
  });
});

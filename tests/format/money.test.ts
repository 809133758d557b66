import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { formatDecimal, formatMoney, formatMoneyCompact, formatPercent, formatPercentPoints } from "@/lib/format/money";
import { formatMoneyInput } from "@/components/quotations/wizard/format";
import { premiumChangeParts } from "@/components/policies/premium-change";

// Issue 16 item 5: one module formats money, percent and plain decimals, on exact decimals.

describe("formatMoney", () => {
  it("groups the digits and rounds half up to cents, never through a binary float", () => {
    expect(formatMoney("12500.5")).toBe("$12,500.50");
    expect(formatMoney("-40")).toBe("-$40.00");
    expect(formatMoney("0.005")).toBe("$0.01");
    expect(formatMoney("-0.001")).toBe("$0.00");
    // 1.005 is 1.00499999999999989… as a float; as a decimal it rounds up.
    expect(formatMoney("1.005")).toBe("$1.01");
    // Beyond 2^53 a float loses the cents.
    expect(formatMoney("90071992547409.93")).toBe("$90,071,992,547,409.93");
    expect(formatMoney("12500.5", { cents: false })).toBe("$12,501");
  });

  it("takes a Decimal or a number, and shows a dash for no amount", () => {
    expect(formatMoney(new Decimal("1234.5"))).toBe("$1,234.50");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    for (const none of [null, undefined, "", "abc", "1e3", Number.NaN]) expect(formatMoney(none)).toBe("—");
  });

  it("writes chart amounts in short as Intl does", () => {
    expect(formatMoneyCompact(950)).toBe("$950");
    expect(formatMoneyCompact(0)).toBe("$0");
    expect(formatMoneyCompact(12500)).toBe("$12.5K");
    expect(formatMoneyCompact(12000)).toBe("$12K");
    expect(formatMoneyCompact(1250000)).toBe("$1.3M");
    expect(formatMoneyCompact(999960)).toBe("$1M");
    expect(formatMoneyCompact(-2500)).toBe("-$2.5K");
    expect(formatMoneyCompact(3e9)).toBe("$3B");
  });
});

describe("formatPercent", () => {
  it("shows a fraction as percent with 2 to 4 decimals unless told", () => {
    expect(formatPercent("0.036")).toBe("3.60%");
    expect(formatPercent("0.04875")).toBe("4.875%");
    expect(formatPercent("0.0123456")).toBe("1.2346%");
    expect(formatPercent("0.0123456", { minDecimals: 2, maxDecimals: 3 })).toBe("1.235%");
    expect(formatPercent("0.5", { decimals: 0 })).toBe("50%");
    expect(formatPercent("0.0701", { decimals: 2 })).toBe("7.01%");
    expect(formatPercent("12.5")).toBe("1,250.00%");
    expect(formatPercent(null)).toBe("—");
  });

  it("shows a number that already counts percent", () => {
    expect(formatPercentPoints("10")).toBe("10.00%");
    expect(formatPercentPoints("12.345", { maxDecimals: 3 })).toBe("12.345%");
  });
});

describe("formatDecimal", () => {
  it("keeps the value's own decimals without trailing zeros, grouped unless told", () => {
    expect(formatDecimal("1234.500")).toBe("1,234.5");
    expect(formatDecimal("95.000")).toBe("95");
    expect(formatDecimal("0.5", { minDecimals: 2 })).toBe("0.50");
    expect(formatDecimal("1.23456", { minDecimals: 2, maxDecimals: 4 })).toBe("1.2346");
    expect(formatDecimal("25000.4", { decimals: 0 })).toBe("25,000");
    expect(formatDecimal("1234.5", { group: false })).toBe("1234.5");
    expect(formatDecimal(1234567)).toBe("1,234,567");
  });
});

describe("callers", () => {
  it("formats a typed amount with separators", () => {
    expect(formatMoneyInput("25000")).toBe("25,000");
    expect(formatMoneyInput("1234.5")).toBe("1,234.50");
    expect(formatMoneyInput("10000.00")).toBe("10,000");
    expect(formatMoneyInput("12ab")).toBe("12ab");
  });

  it("reads an endorsement's premium change exactly", () => {
    expect(premiumChangeParts("120.00")).toEqual({ label: "Additional premium", amount: "$120.00", tone: "additional" });
    expect(premiumChangeParts("-40.5")).toEqual({ label: "Return premium", amount: "$40.50", tone: "return" });
    expect(premiumChangeParts("0.00").tone).toBe("none");
    expect(premiumChangeParts(null).tone).toBe("none");
  });
});

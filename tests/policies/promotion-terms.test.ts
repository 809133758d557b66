import { describe, expect, it } from "vitest";
import { addCalendarDays, finalSalesReportDate, minimumDepositLimit } from "@/lib/policies/promotion-terms";

describe("promotion terms (spec §9)", () => {
  it("reports final sales the day after the promotional period, across month, year and leap-day ends", () => {
    expect(finalSalesReportDate("2027-06-30")).toBe("2027-07-01");
    expect(finalSalesReportDate("2026-12-31")).toBe("2027-01-01");
    expect(finalSalesReportDate("2028-02-28")).toBe("2028-02-29");
    expect(finalSalesReportDate("2027-02-28")).toBe("2027-03-01");
    // Across the daylight-saving change: calendar days, not 24-hour steps in a local zone.
    expect(addCalendarDays("2027-03-13", 1)).toBe("2027-03-14");
    expect(addCalendarDays("2027-03-14", -1)).toBe("2027-03-13");
  });

  it("takes half of the final estimated sales as the minimum deposit limit, exactly, rounding half up", () => {
    expect(minimumDepositLimit("80000")).toBe("40000.00");
    expect(minimumDepositLimit("0.03")).toBe("0.02");
    expect(minimumDepositLimit("12345678901.11")).toBe("6172839450.56");
    expect(minimumDepositLimit({ toString: () => "101.01" })).toBe("50.51");
  });
});

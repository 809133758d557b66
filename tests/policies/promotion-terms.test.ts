import { describe, expect, it } from "vitest";
import { policyActionOpenOn } from "@/lib/policies/policy-actions";
import { addCalendarDays, finalSalesReportDate, minimumDepositLimit, salesPeriodRunning } from "@/lib/policies/promotion-terms";

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

  it("takes final sales once the sales period has ended: from the day after its last day, by one rule for the page and the server", () => {
    const promotion = { promotionPeriodUntil: "2027-06-30", dateUntil: "2027-07-10" };
    const cases: [today: string, running: string | null][] = [
      ["2027-06-01", "2027-06-30"],
      ["2027-06-29", "2027-06-30"],
      ["2027-06-30", "2027-06-30"], // the last sales day: still running
      ["2027-07-01", null], // the day after: the report date itself
      ["2027-07-02", null], // late, but taken (D46)
      ["2028-01-01", null],
    ];
    for (const [today, running] of cases) {
      expect(salesPeriodRunning(promotion, today), today).toBe(running);
      expect(policyActionOpenOn("submitFinalSales", promotion, today), today).toBe(running === null);
      // No other action has a rule of the day.
      expect(policyActionOpenOn("reviewFinalSales", promotion, today), today).toBe(true);
    }
    // Without its own last day, the end of the policy period stands in.
    expect(salesPeriodRunning({ promotionPeriodUntil: null, dateUntil: "2027-07-10" }, "2027-07-10")).toBe("2027-07-10");
    expect(salesPeriodRunning({ promotionPeriodUntil: null, dateUntil: "2027-07-10" }, "2027-07-11")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { todayIso } from "@/lib/format/calendar-day";
import { presetOf, presetRange, RANGE_PRESETS, type RangePreset } from "@/lib/reports/range-presets";
import { currentMonthRange, currentYearRange, reportRangeErrors } from "@/lib/reports/bordereau-fields";

// The report filters' date presets (D119): New York calendar days, From included, Until excluded.

const all = (today: string) => Object.fromEntries(RANGE_PRESETS.map((p) => [p, presetRange(p, today)])) as Record<RangePreset, unknown>;

describe("date presets", () => {
  it("in the middle of a quarter", () => {
    expect(all("2026-05-14")).toEqual({
      thisMonth: { from: "2026-05-01", until: "2026-06-01" },
      lastMonth: { from: "2026-04-01", until: "2026-05-01" },
      thisQuarter: { from: "2026-04-01", until: "2026-07-01" },
      yearToDate: { from: "2026-01-01", until: "2026-05-15" },
      lastYear: { from: "2025-01-01", until: "2026-01-01" },
    });
  });

  it("on 1 January: last month is December of the year before", () => {
    expect(all("2026-01-01")).toEqual({
      thisMonth: { from: "2026-01-01", until: "2026-02-01" },
      lastMonth: { from: "2025-12-01", until: "2026-01-01" },
      thisQuarter: { from: "2026-01-01", until: "2026-04-01" },
      yearToDate: { from: "2026-01-01", until: "2026-01-02" },
      lastYear: { from: "2025-01-01", until: "2026-01-01" },
    });
  });

  it("on 31 December: the month and quarter end on 1 January, year to date includes the day", () => {
    expect(all("2026-12-31")).toEqual({
      thisMonth: { from: "2026-12-01", until: "2027-01-01" },
      lastMonth: { from: "2026-11-01", until: "2026-12-01" },
      thisQuarter: { from: "2026-10-01", until: "2027-01-01" },
      yearToDate: { from: "2026-01-01", until: "2027-01-01" },
      lastYear: { from: "2025-01-01", until: "2026-01-01" },
    });
  });

  it("at the quarters' edges", () => {
    expect(presetRange("thisQuarter", "2026-03-31")).toEqual({ from: "2026-01-01", until: "2026-04-01" });
    expect(presetRange("thisQuarter", "2026-04-01")).toEqual({ from: "2026-04-01", until: "2026-07-01" });
    expect(presetRange("thisQuarter", "2026-06-30")).toEqual({ from: "2026-04-01", until: "2026-07-01" });
    expect(presetRange("thisQuarter", "2026-07-01")).toEqual({ from: "2026-07-01", until: "2026-10-01" });
    expect(presetRange("thisQuarter", "2026-09-30")).toEqual({ from: "2026-07-01", until: "2026-10-01" });
    expect(presetRange("lastMonth", "2026-03-31")).toEqual({ from: "2026-02-01", until: "2026-03-01" });
  });

  it("on a leap day and at the end of February", () => {
    expect(presetRange("yearToDate", "2028-02-28")).toEqual({ from: "2028-01-01", until: "2028-02-29" });
    expect(presetRange("yearToDate", "2028-02-29")).toEqual({ from: "2028-01-01", until: "2028-03-01" });
    expect(presetRange("thisMonth", "2028-02-29")).toEqual({ from: "2028-02-01", until: "2028-03-01" });
  });

  it("counts in New York's day: 03:00 UTC on 1 January is still 31 December there", () => {
    const today = todayIso("America/New_York", new Date("2027-01-01T03:00:00Z"));
    expect(today).toBe("2026-12-31");
    expect(presetRange("thisMonth", today)).toEqual({ from: "2026-12-01", until: "2027-01-01" });
    expect(presetRange("lastYear", today)).toEqual({ from: "2025-01-01", until: "2026-01-01" });
  });

  it("agrees with the reports' default ranges, and every range is one the reports accept", () => {
    const now = new Date("2026-08-09T12:00:00Z");
    const today = todayIso("America/New_York", now);
    expect(presetRange("thisMonth", today)).toEqual(currentMonthRange(now));
    expect(presetOf(currentYearRange(now), today)).toBeNull();
    for (const day of ["2026-01-01", "2026-02-28", "2026-12-31", "2099-12-31", "1900-01-01"]) {
      for (const preset of RANGE_PRESETS) {
        const range = presetRange(preset, day);
        if (range.from < "1900-01-01" || range.until > "2099-12-31") continue;
        expect(reportRangeErrors(range, { required: true }), `${preset} on ${day}`).toEqual({});
      }
    }
  });

  it("names the preset a range is, on the same day", () => {
    expect(presetOf({ from: "2026-04-01", until: "2026-07-01" }, "2026-05-14")).toBe("thisQuarter");
    expect(presetOf({ from: "2026-01-01", until: "2026-05-15" }, "2026-05-14")).toBe("yearToDate");
    expect(presetOf({ from: "2026-01-01", until: "2026-05-15" }, "2026-05-15")).toBeNull();
    expect(presetOf({ from: "2026-05-02", until: "2026-06-01" }, "2026-05-14")).toBeNull();
  });
});

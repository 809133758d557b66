import { todayIso } from "@/lib/format/calendar-day";

// The date presets of the report filters (the premium and claims bordereaux, the statistics;
// docs/decisions.md D119): ranges of calendar days in New York, From included and Until excluded,
// as every report range is.

export const RANGE_PRESETS = ["thisMonth", "lastMonth", "thisQuarter", "yearToDate", "lastYear"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  thisMonth: "This month",
  lastMonth: "Last month",
  thisQuarter: "This quarter",
  yearToDate: "Year to date",
  lastYear: "Last year",
};

/** The first day of a month (month 1–12; 0 and 13 roll into the year before and after). */
function firstOf(year: number, month: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

/** The day after a calendar day. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A preset's range on `today` (YYYY-MM-DD, New York's day by default): This month and This quarter
 * are whole (to the first day of the next month or quarter), Last month and Last year the whole
 * month or year before, Year to date 1 January to today included (Until is tomorrow).
 */
export function presetRange(preset: RangePreset, today: string = todayIso()): { from: string; until: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case "thisMonth":
      return { from: firstOf(year, month), until: firstOf(year, month + 1) };
    case "lastMonth":
      return { from: firstOf(year, month - 1), until: firstOf(year, month) };
    case "thisQuarter": {
      const first = month - ((month - 1) % 3);
      return { from: firstOf(year, first), until: firstOf(year, first + 3) };
    }
    case "yearToDate":
      return { from: firstOf(year, 1), until: nextDay(today) };
    case "lastYear":
      return { from: firstOf(year - 1, 1), until: firstOf(year, 1) };
  }
}

/** The preset whose range on `today` is exactly `range`, if one is. */
export function presetOf(range: { from: string; until: string }, today: string = todayIso()): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.until === range.until;
    }) ?? null
  );
}

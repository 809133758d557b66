import { describe, expect, it } from "vitest";
import { coverageFrozen, daysUntil } from "@/lib/quotations/coverage-freeze";

// Spec §9's 10 days, counted in New York days whatever the clock's zone: 2026-11-25T03:00Z is still
// the 24th in New York.
const evening = new Date("2026-11-25T03:00:00Z");

describe("the coverage change freeze", () => {
  it.each([
    ["2026-12-04", 10, false],
    ["2026-12-03", 9, true],
    ["2026-11-24", 0, true],
    ["2026-11-20", -4, true],
  ] as const)("first covered day %s is %i New York days away: frozen %s", (day, days, frozen) => {
    expect(daysUntil(day, evening)).toBe(days);
    expect(daysUntil(new Date(`${day}T00:00:00Z`), evening)).toBe(days);
    expect(coverageFrozen(day, evening)).toBe(frozen);
  });

  it("a cover without a first day is not frozen", () => {
    expect(coverageFrozen(null, evening)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_STATE_TIME_ZONE, STATE_TIME_ZONES, dayIsOver, stateTimeZone } from "@/lib/geo/state-time-zones";
import { US_STATE_CODES } from "@/lib/geo/us-states";

describe("the insured's time zone by state", () => {
  it("names a valid IANA zone for each of the 50 states and DC, and for nothing else", () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const zone of Object.values(STATE_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
  });

  it("takes the zone of most of the state", () => {
    expect(stateTimeZone("NY")).toBe("America/New_York");
    expect(stateTimeZone("HI")).toBe("Pacific/Honolulu");
    expect(stateTimeZone("AK")).toBe("America/Anchorage");
    expect(stateTimeZone("AZ")).toBe("America/Phoenix");
    expect(stateTimeZone("TX")).toBe("America/Chicago");
    expect(stateTimeZone("TN")).toBe("America/Chicago");
    expect(stateTimeZone("ID")).toBe("America/Boise");
    expect(stateTimeZone("IN")).toBe("America/Indiana/Indianapolis");
    expect(stateTimeZone("CA")).toBe("America/Los_Angeles");
    expect(stateTimeZone("DC")).toBe("America/New_York");
  });

  it("reads codes in any case with blanks around (a CHAR(2) column), and falls back to New York", () => {
    expect(stateTimeZone("hi")).toBe("Pacific/Honolulu");
    expect(stateTimeZone(" CO ")).toBe("America/Denver");
    expect(stateTimeZone(null)).toBe(DEFAULT_STATE_TIME_ZONE);
    expect(stateTimeZone("")).toBe("America/New_York");
    expect(stateTimeZone("PR")).toBe("America/New_York");
    expect(stateTimeZone("Hawaii")).toBe("America/New_York");
  });
});

describe("whether a covered day is over", () => {
  it("is over from midnight at the end of the day in the zone, not before", () => {
    // 2026-07-04 04:00 UTC is midnight in New York (EDT, UTC−4).
    expect(dayIsOver("2026-07-03", "America/New_York", new Date("2026-07-04T03:59:59.999Z"))).toBe(false);
    expect(dayIsOver("2026-07-03", "America/New_York", new Date("2026-07-04T04:00:00Z"))).toBe(true);
    // In winter (EST, UTC−5) an hour later.
    expect(dayIsOver("2026-01-10", "America/New_York", new Date("2026-01-11T04:30:00Z"))).toBe(false);
    expect(dayIsOver("2026-01-10", "America/New_York", new Date("2026-01-11T05:00:00Z"))).toBe(true);
  });

  it("waits for the end of the day where the insured is: still running in Hawaii when over in New York", () => {
    const now = new Date("2026-07-04T08:30:00Z"); // 04:30 in New York, 22:30 of July 3 in Honolulu (HST, UTC−10)
    expect(dayIsOver("2026-07-03", stateTimeZone("NY"), now)).toBe(true);
    expect(dayIsOver("2026-07-03", stateTimeZone("HI"), now)).toBe(false);
    expect(dayIsOver("2026-07-03", stateTimeZone("HI"), new Date("2026-07-04T10:00:00Z"))).toBe(true);
  });

  it("is never over for the day itself or a later one, and always for an earlier one", () => {
    const now = new Date("2026-03-08T12:00:00Z"); // the day New York moves to daylight time
    expect(dayIsOver("2026-03-08", "America/New_York", now)).toBe(false);
    expect(dayIsOver("2026-03-09", "America/New_York", now)).toBe(false);
    expect(dayIsOver("2026-03-07", "America/New_York", now)).toBe(true);
    expect(dayIsOver("2025-12-31", "Pacific/Honolulu", now)).toBe(true);
  });
});

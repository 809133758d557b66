import { describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import { GHCN_ELEMENT_WORDS, lightningNote, noStationReason, recordsInWords, tooFewRecordsReason } from "@/lib/rater/reasons";
import { GHCN_ELEMENT } from "@/server/rater/burn-cost";
import { rateQuote } from "@/server/rater/rate-quote";
import { bodyOf } from "../support/described-call";

// Issue 14 item 4: a peril the rater cannot price says why in words, never in GHCN codes, and the
// wizard's note on lightning says what the rater does.

const GHCN_CODE = /\b(PRCP|SNOW|TMAX|TMIN|WSF2|WT\d\d)\b/;

describe("the rater's reasons in words", () => {
  it("names every element the rater uses in words", () => {
    for (const code of Object.values(GHCN_ELEMENT)) expect(GHCN_ELEMENT_WORDS[code], code).toMatch(/^[a-z ]+$/);
    expect(recordsInWords(["WT03"])).toBe("thunderstorms");
    expect(recordsInWords(["PRCP", "WT03"])).toBe("rainfall and thunderstorms");
    expect(recordsInWords(["PRCP", "SNOW", "WSF2"])).toBe("rainfall, snowfall and wind speeds");
  });

  it("says no station close enough records what the peril needs, and which is the nearest that does", () => {
    expect(noStationReason({ codes: ["WT03"], maximumMiles: 25, zipCode: "10024", nearest: null })).toBe(
      "No weather station within 25 miles of 10024 records thunderstorms",
    );
    expect(
      noStationReason({
        codes: ["WT03"],
        maximumMiles: 25,
        zipCode: "10024",
        nearest: { name: "WORCESTER RGNL AP", distanceMiles: 151.349 },
      }),
    ).toBe(
      "No weather station within 25 miles of 10024 records thunderstorms (the nearest that does, Worcester Regional Airport, is 151.3 miles away)",
    );
  });

  it("says the station's records have too many gaps, in days sampled", () => {
    expect(tooFewRecordsReason({ codes: ["TMAX"], stationName: "CENTRAL PARK", usable: 12, possible: 300, minimum: 30 })).toBe(
      "Too few records of maximum temperatures at Central Park: 12 of the 300 days sampled have one (at least half and at least 30 are needed)",
    );
  });

  it.skipIf(!process.env.WEATHER_DATA_DIR)("prices no lightning in Manhattan, and says why without codes", async () => {
    const result = await rateQuote(
      bodyOf(raterApi.rateQuote, {
        zipCode: "10024",
        dates: ["2026-07-04"],
        perils: [
          { peril: "rainfall", threshold: 0.5, limitPerDay: 10000 },
          { peril: "lightning", limitPerDay: 10000 },
        ],
      }),
    );
    const lightning = result.options.find((o) => o.peril === "lightning")!;
    expect(lightning.quotable).toBe(false);
    expect(lightning.reason).toMatch(/^No weather station within 25 miles of 10024 records thunderstorms/);
    for (const option of result.options) expect(option.reason ?? "").not.toMatch(GHCN_CODE);
    // No lightning fee for an option the rater cannot price, as the wizard's note says.
    expect(result.fees.lightning).toBe("0.00");
    expect(
      lightningNote({
        lightningFee: "250",
        event: { periods: result.fees.lightningPeriods, fee: result.fees.lightning, priced: lightning.quotable },
      }),
    ).toContain("Lightning cannot be priced for this event, so no fee is charged.");
  });
});

describe("the wizard's note on lightning agrees with the rater", () => {
  it.skipIf(!process.env.WEATHER_DATA_DIR)(
    "counts 72-hour periods from the start of the first covered day to the end of the last, as the rater does",
    async () => {
      // Two covered days a week apart at Worcester, which records thunderstorms: 8 days from the
      // first start to the last end, so 3 started periods of 72 hours (not 1 for 48 hours of cover).
      const result = await rateQuote(
        bodyOf(raterApi.rateQuote, {
          zipCode: "01602",
          dates: ["2026-08-08", "2026-08-15"],
          perils: [
            { peril: "rainfall", threshold: 1, limitPerDay: 5000 },
            { peril: "lightning", limitPerDay: 5000 },
          ],
          claimsVerificationSource: "ONSITE_OBSERVER",
        }),
      );
      const lightning = result.options.find((o) => o.peril === "lightning")!;
      expect(lightning.quotable).toBe(true);
      expect(result.fees).toMatchObject({ lightningPeriods: 3, lightning: "750.00", observer: "0.00" });
      const note = lightningNote({
        lightningFee: "250",
        event: { periods: result.fees.lightningPeriods, fee: result.fees.lightning, priced: true },
      });
      expect(note).toContain("$250.00 for each started 72 hours, from the start of the first covered day to the end of the last");
      expect(note).toContain("For this event: 3 × 72 hours = $750.00.");
      // Whatever the claims verification source (the on-site observer here), the lightning source verifies lightning.
      expect(note).toContain("Whatever source is chosen above, lightning claims are verified by the lightning detection source");
      expect(note).toContain("Lightning is priced on the thunderstorm days recorded by the nearest weather station that records them.");
      expect(lightning.station?.name).toBeTruthy();
    },
  );

  it("says there is no fee when lightning cannot be priced, before the rater has answered", () => {
    expect(lightningNote({ lightningFee: "250" })).toMatch(/There is no fee when lightning cannot be priced\.$/);
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/components/forms/field-errors";
import { dailyObservationSchema } from "@/lib/claims/claim-schemas";
import { observationDayFormSchema } from "@/lib/weather/observation-day-form";
import { EMPTY_OBSERVATION_DAY, observationDayValues } from "@/lib/weather/station-observations";

// The day form of Settings › Weather observations reads its text as the JSON call's values and
// checks them with the call's own schema: the same values and the same messages at the same fields.

const form = (values: Partial<typeof EMPTY_OBSERVATION_DAY>) => ({ ...EMPTY_OBSERVATION_DAY, date: "2026-07-03", ...values });

describe("the day form's schema", () => {
  it("reads empty fields as missing and numbers as numbers, as the API stores them", () => {
    expect(observationDayFormSchema.parse(form({ prcp_mm: " 15.7 ", tmin_c: "-10.25", wt03: "1" }))).toEqual({
      date: "2026-07-03",
      prcp_mm: 15.7,
      snow_mm: null,
      tmax_c: null,
      tmin_c: -10.25,
      awnd_ms: null,
      wsf2_ms: null,
      wt03: true,
    });
    expect(observationDayFormSchema.parse(form({ wt03: "0" })).wt03).toBe(false);
  });

  it("says what the API says, at the field", () => {
    const body = { date: "2026-02-30", prcp_mm: "1,5", tmax_c: "70", wsf2_ms: "-1" };
    const fromForm = fieldErrors(observationDayFormSchema.safeParse(form(body)).error!.issues);
    expect(fromForm).toEqual({
      date: expect.any(String),
      prcp_mm: "prcp_mm must be a number",
      tmax_c: "tmax_c must be at most 65",
      wsf2_ms: "wsf2_ms must be at least 0",
    });
    const fromApi = fieldErrors(
      dailyObservationSchema.safeParse({ date: "2026-02-30", prcp_mm: "1,5", tmax_c: 70, wsf2_ms: -1 }).error!.issues,
    );
    expect(fromForm).toEqual(fromApi);
  });

  it("puts a stored day back in the form as it reads", () => {
    const day = { date: "2026-03-20", prcp_mm: 15.7, snow_mm: 3, tmax_c: 31.4, tmin_c: -10.2, awnd_ms: null, wsf2_ms: 0, wt03: false };
    const values = observationDayValues(day);
    expect(values).toEqual({
      date: "2026-03-20",
      prcp_mm: "15.7",
      snow_mm: "3",
      tmax_c: "31.4",
      tmin_c: "-10.2",
      awnd_ms: "",
      wsf2_ms: "0",
      wt03: "0",
    });
    expect(observationDayFormSchema.parse(values)).toEqual(day);
  });
});

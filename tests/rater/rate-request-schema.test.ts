import { describe, expect, it } from "vitest";
import { rateRequestSchema } from "@/lib/rater/rate-request-schema";

// POST /api/rater/quote reads a threshold and a limit from a number or its decimal text (the
// sandbox sends what was typed); anything else is refused, never read as a number by coercion.

const request = (option: Record<string, unknown>) => ({
  zipCode: "10024",
  dates: ["2027-06-10"],
  perils: [option, ...(option.peril === "lightning" ? [{ peril: "rainfall", threshold: 1, limitPerDay: 5000 }] : [])],
});

function messagesOf(option: Record<string, unknown>): Record<string, string> {
  const parsed = rateRequestSchema.safeParse(request(option));
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("a peril option's numbers", () => {
  it("reads numbers and decimal text, spaces around it allowed", () => {
    const parsed = rateRequestSchema.parse(request({ peril: "rainfall", threshold: " 0.5 ", limitPerDay: "12500.75" }));
    expect(parsed.perils[0]).toEqual({ peril: "rainfall", threshold: 0.5, limitPerDay: 12500.75 });
    expect(rateRequestSchema.parse(request({ peril: "maximumTemperature", threshold: "-4", limitPerDay: 100 })).perils[0].threshold).toBe(
      -4,
    );
    expect(rateRequestSchema.parse(request({ peril: "rainfall", threshold: ".25", limitPerDay: 1 })).perils[0].threshold).toBe(0.25);
  });

  it("refuses an array, a boolean, null, an object, exponent or hex text as a threshold", () => {
    for (const threshold of [[1], [], true, false, null, { value: 1 }, "1e3", "0x10", "abc", "1,5"]) {
      expect(messagesOf({ peril: "maximumTemperature", threshold, limitPerDay: 1000 }), JSON.stringify(threshold)).toEqual({
        "perils.0.threshold": "Threshold must be a number",
      });
    }
  });

  it("refuses an array, a boolean, null, a blank or a non-positive limit", () => {
    for (const limitPerDay of [[1], true, null, "", "  ", 0, "-5", "ten", "10,000"]) {
      expect(messagesOf({ peril: "rainfall", threshold: 1, limitPerDay }), JSON.stringify(limitPerDay)).toEqual({
        "perils.0.limitPerDay": "Limit must be greater than 0",
      });
    }
  });

  it("takes a blank threshold as none: required where the peril has one, ignored where it has none", () => {
    expect(messagesOf({ peril: "rainfall", threshold: "", limitPerDay: 1000 })).toEqual({ "perils.0.threshold": "This field is required" });
    // A temperature of 0 °F is a threshold; a blank is not one.
    expect(messagesOf({ peril: "minimumTemperature", threshold: " ", limitPerDay: 1000 })).toEqual({
      "perils.0.threshold": "This field is required",
    });
    expect(rateRequestSchema.parse(request({ peril: "lightning", threshold: "", limitPerDay: "1000" })).perils[0]).toEqual({
      peril: "lightning",
      limitPerDay: 1000,
    });
    expect(messagesOf({ peril: "snowfall", threshold: "0", limitPerDay: 1000 })).toEqual({
      "perils.0.threshold": "Threshold must be greater than 0",
    });
  });
});

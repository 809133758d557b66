import { describe, expect, it } from "vitest";
import {
  coverageWithDefaults,
  daysOf,
  previewRequest,
  stepOfPath,
  submissionValues,
  type PreviewInput,
} from "@/components/quotations/wizard/wizard-logic";
import { formatMoneyInput } from "@/components/quotations/wizard/format";
import { EMPTY_QUOTATION_FORM, WIZARD_STEPS, validateStep, type QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { rateRequestSchema } from "@/lib/rater/rate-request-schema";

const event: PreviewInput = {
  ...EMPTY_QUOTATION_FORM,
  kind: "EVENT",
  event: { name: "Concert", type: "Concert", dateFrom: "2027-07-10", dateUntil: "2027-07-12", hoursFrom: "10:00", hoursTo: "18:00" },
  location: { name: "Park", street: "1 Main St", city: "New York", state: "NY", zipCode: "10024" },
  perils: ["rainfall", "lightning"],
  coverage: { rainfall: { threshold: "0.50", limitPerDay: "10,000" }, lightning: { threshold: "", limitPerDay: "$5,000" } },
};

describe("stepOfPath", () => {
  it("finds the step of every path validateStep reports", () => {
    const issues = WIZARD_STEPS.flatMap((s, index) =>
      validateStep(s.key, { ...EMPTY_QUOTATION_FORM, kind: "EVENT", perils: ["lightning"] }).map((i) => ({ ...i, index })),
    );
    expect(issues.length).toBeGreaterThan(10);
    for (const issue of issues) expect(stepOfPath(issue.path), issue.path).toBe(issue.index);
  });

  it("knows server paths and nothing else", () => {
    expect(stepOfPath("coverage.rainfall.threshold")).toBe(6);
    expect(stepOfPath("event.dateFrom")).toBe(3);
    expect(stepOfPath("promotion.promotionDate")).toBe(3);
    expect(stepOfPath("declarationAccepted")).toBe(7);
    expect(stepOfPath("version")).toBe(-1);
  });
});

describe("coverageWithDefaults", () => {
  it("starts new perils at their usual threshold and the limit per day, and keeps what was typed", () => {
    const coverage = coverageWithDefaults({
      perils: ["rainfall", "snowfall", "lightning"],
      limitPerDay: "25000",
      coverage: {
        rainfall: { threshold: "1.2", limitPerDay: "9000" },
        snowfall: { threshold: "3", limitPerDay: "" },
        // A saved draft comes back with an empty threshold.
        windSpeed: { threshold: "", limitPerDay: "8000.00" },
      },
    });
    expect(coverage).toEqual({
      rainfall: { threshold: "1.2", limitPerDay: "9000" },
      snowfall: { threshold: "3", limitPerDay: "25000" },
      windSpeed: { threshold: "", limitPerDay: "8000.00" },
      lightning: { threshold: "", limitPerDay: "25000" },
    });
    expect(
      coverageWithDefaults({ perils: ["windSpeed"], limitPerDay: "1", coverage: { windSpeed: { threshold: "", limitPerDay: "8000.00" } } }),
    ).toEqual({
      windSpeed: { threshold: "25", limitPerDay: "8000.00" },
    });
  });
});

describe("submissionValues", () => {
  it("sends the coverage of chosen perils only", () => {
    const values: QuotationFormValues = {
      ...EMPTY_QUOTATION_FORM,
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "1", limitPerDay: "1" }, snowfall: { threshold: "1", limitPerDay: "1" } },
    };
    expect(Object.keys(submissionValues(values).coverage)).toEqual(["rainfall"]);
  });
});

describe("previewRequest", () => {
  it("rates each event day with the cover hours and the perils' numbers", () => {
    const request = previewRequest(event);
    expect(request).toEqual({
      zipCode: "10024",
      dates: ["2027-07-10", "2027-07-11", "2027-07-12"],
      hoursOfCoverage: { from: "10:00", to: "18:00" },
      perils: [
        { peril: "rainfall", threshold: 0.5, limitPerDay: 10000 },
        { peril: "lightning", limitPerDay: 5000 },
      ],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      priorLoss: false,
    });
    expect(rateRequestSchema.safeParse(request).success).toBe(true);
  });

  it("rates a promotion on its promotion date", () => {
    const request = previewRequest({
      ...event,
      kind: "PROMOTION",
      promotion: {
        name: "Sale",
        periodFrom: "2027-07-01",
        periodUntil: "2027-07-05",
        promotionDate: "2027-07-15",
        finalEstimatedSales: "1000",
      },
      perils: ["rainfall"],
      priorLoss: "yes",
    });
    expect(request).toMatchObject({ dates: ["2027-07-15"], priorLoss: true });
    expect(request).not.toHaveProperty("hoursOfCoverage");
  });

  it("waits for a ZIP code, dates and at least one complete peril", () => {
    expect(previewRequest({ ...event, location: { ...event.location, zipCode: "100" } })).toBeNull();
    expect(previewRequest({ ...event, event: { ...event.event, dateUntil: "2027-07-01" } })).toBeNull();
    // Lightning cannot be rated without its rainfall.
    expect(previewRequest({ ...event, coverage: { ...event.coverage, rainfall: { threshold: "abc", limitPerDay: "1" } } })).toBeNull();
    expect(
      previewRequest({ ...event, perils: ["adverseWeather"], coverage: { adverseWeather: { threshold: "", limitPerDay: "1" } } }),
    ).toBeNull();
  });

  it("leaves out a peril still being typed", () => {
    const request = previewRequest({
      ...event,
      perils: ["rainfall", "snowfall"],
      coverage: { ...event.coverage, snowfall: { threshold: "", limitPerDay: "1000" } },
    });
    expect(request?.perils.map((p) => p.peril)).toEqual(["rainfall"]);
  });
});

describe("daysOf", () => {
  it("counts the days of a range and refuses a reversed one", () => {
    expect(daysOf("2027-12-31", "2028-01-01")).toEqual(["2027-12-31", "2028-01-01"]);
    expect(daysOf("2027-01-02", "2027-01-01")).toEqual([]);
    expect(daysOf("", "2027-01-01")).toEqual([]);
  });
});

describe("formatMoneyInput", () => {
  it("groups thousands and keeps cents only when there are some", () => {
    expect(formatMoneyInput("25000")).toBe("25,000");
    expect(formatMoneyInput("10000.00")).toBe("10,000");
    expect(formatMoneyInput("$1234.5")).toBe("1,234.50");
    expect(formatMoneyInput(" 12,500.75 ")).toBe("12,500.75");
    expect(formatMoneyInput("0")).toBe("0");
    expect(formatMoneyInput("")).toBe("");
    expect(formatMoneyInput("twelve")).toBe("twelve");
    expect(formatMoneyInput("-5")).toBe("-5");
  });
});

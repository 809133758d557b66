import { describe, expect, it } from "vitest";
import { EMPTY_QUOTATION_FORM, WIZARD_STEPS, type QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { NOT_GIVEN, wizardReview } from "@/lib/quotations/wizard-review";

// The review at the end of the quotation wizard (D119): every earlier step's values, labelled as
// their fields, in the steps' order, each section naming the step its "Edit" opens.

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const options = { brokerName: "Brooke Broker (Brightline Brokers)", formatDay: usDay };

const event: QuotationFormValues = {
  ...EMPTY_QUOTATION_FORM,
  brokerUserId: "7",
  applicant: {
    name: "Lakeside Jazz Society",
    email: "jazz@lakeside.example",
    street: "1 Shore Rd",
    city: "Madison",
    state: "WI",
    zipCode: "53703",
  },
  kind: "EVENT",
  event: { name: "Lakeside Jazz", type: "Festival", dateFrom: "2027-07-10", dateUntil: "2027-07-11", hoursFrom: "10:00", hoursTo: "18:00" },
  location: { name: "Shore Park", street: "2 Shore Rd", city: "Madison", state: "WI", zipCode: "53703" },
  limitPerDay: "25,000",
  deductible: "0",
  perils: ["lightning", "rainfall", "windSpeed"],
  coverage: {
    rainfall: { threshold: "0.5", limitPerDay: "25,000" },
    windSpeed: { threshold: "25", limitPerDay: "$10000" },
    lightning: { threshold: "", limitPerDay: "5,000" },
    // A peril no longer chosen is not reviewed.
    snowfall: { threshold: "2", limitPerDay: "1,000" },
  },
  claimsVerificationSource: "OFFSITE_OBSERVER",
};

const asTable = (values: QuotationFormValues, brokerName: string | null = options.brokerName) =>
  wizardReview(values, { ...options, brokerName }).map((s) => [s.step, s.key, s.title, s.items.map((i) => `${i.label}: ${i.value}`)]);

describe("the wizard's review", () => {
  it("lists each step before the last with its values, in order, for an event", () => {
    expect(asTable(event)).toEqual([
      [0, "broker", "Choose Broker", ["Broker: Brooke Broker (Brightline Brokers)"]],
      [
        1,
        "applicant",
        "Applicant Details",
        ["Applicant name: Lakeside Jazz Society", "Email: jazz@lakeside.example", "Address: 1 Shore Rd, Madison, WI 53703"],
      ],
      [2, "offer", "Choose Offer", ["Offer: Event"]],
      [3, "item", "Event", ["Event name: Lakeside Jazz", "Event type: Festival", "Dates: 07/10/2027 – 07/11/2027", "Hours: 10:00 – 18:00"]],
      [
        4,
        "details",
        "Details",
        ["Location name: Shore Park", "Location address: 2 Shore Rd, Madison, WI 53703", "Limit per day: $25,000.00", "Deductible: $0.00"],
      ],
      [5, "perils", "Peril Options", ["Perils: Rainfall, Wind speed, Lightning"]],
      [
        6,
        "coverage",
        "Coverage Options",
        [
          "Rainfall: 0.5 in, $25,000.00 a day",
          "Wind speed: 25 mph, $10,000.00 a day",
          "Lightning: $5,000.00 a day",
          "Claims verification source: Off-site independent weather observer (fee per day per peril)",
        ],
      ],
    ]);
    // Each section opens its own step.
    for (const section of wizardReview(event, options)) expect(WIZARD_STEPS[section.step].key).toBe(section.key);
  });

  it("shows a promotion's fields, and a dash for what was left empty or unreadable", () => {
    const promotion: QuotationFormValues = {
      ...EMPTY_QUOTATION_FORM,
      kind: "PROMOTION",
      applicant: { name: "  ", email: "", street: "", city: "Austin", state: "TX", zipCode: "" },
      promotion: {
        name: "Snow Day Sale",
        periodFrom: "2027-01-01",
        periodUntil: "",
        promotionDate: "2027-02-01",
        finalEstimatedSales: "lots",
      },
      limitPerDay: "",
    };
    const review = asTable(promotion, null);
    expect(review[0]).toEqual([0, "broker", "Choose Broker", [`Broker: ${NOT_GIVEN}`]]);
    expect(review[1][3]).toEqual([`Applicant name: ${NOT_GIVEN}`, `Email: ${NOT_GIVEN}`, "Address: Austin, TX"]);
    expect(review[3]).toEqual([
      3,
      "item",
      "Promotion",
      ["Promotion name: Snow Day Sale", "Period: 01/01/2027", "Promotion date: 02/01/2027", "Final estimated sales: lots"],
    ]);
    expect(review[4][3]).toContain(`Limit per day: ${NOT_GIVEN}`);
    expect(review[5][3]).toEqual([`Perils: ${NOT_GIVEN}`]);
    expect(review[6][3]).toEqual(["Claims verification source: Closest weather station (free)"]);
  });

  it("names the offer step's item by its title before an offer is chosen", () => {
    expect(asTable(EMPTY_QUOTATION_FORM)[3][2]).toBe("Promotion or Event");
    expect(asTable(EMPTY_QUOTATION_FORM)[2][3]).toEqual([`Offer: ${NOT_GIVEN}`]);
  });
});

import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "@/pdf/format";
import { winAnsi } from "@/pdf/text";
import { DECLARATION_TEXT } from "@/lib/quotations/quotation-schema";
import { proposalDataFrom, type ProposalData } from "@/server/documents/proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { logoPng } from "../support/images";
import { preBoundEventDetails, readyPromotionDetails } from "./proposal-fixtures";
import { expectRow, pageCount, pdfText, toPngs, withPoppler } from "../support/pdf";

// The proposal letter (issue 6 item 1): the data built from a quotation's details, and the PDF
// rendered from it, read back as text (pdftotext, poppler-utils) and rendered to PNG (pdftoppm)
// under test-results/documents/ for a person to look at.

const issuedAt = new Date("2026-05-22T15:00:00Z");
const NEW_YORK = { state: "NY", tax: "0.036", stampingFee: "0.0015", municipalityTax: false };

function expectValidPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-8).toString("latin1")).toContain("%%EOF");
}

describe("money and percent on documents", () => {
  it("groups thousands and keeps cents exactly, beyond what a float holds", () => {
    expect(formatMoney("1234567.5")).toBe("$1,234,567.50");
    expect(formatMoney("999.999")).toBe("$1,000.00");
    expect(formatMoney("0.005")).toBe("$0.01");
    expect(formatMoney("-40")).toBe("-$40.00");
    expect(formatMoney("0")).toBe("$0.00");
    expect(formatMoney("90071992547409.93")).toBe("$90,071,992,547,409.93");
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney("12,500")).toBe("—");
  });

  it("shows fractions as percent with two to four decimals", () => {
    expect(formatPercent("0.036")).toBe("3.60%");
    expect(formatPercent("0.04875")).toBe("4.875%");
    expect(formatPercent("0.0015")).toBe("0.15%");
  });
});

describe("text for the standard fonts", () => {
  it("keeps WinAnsi, strips marks the font lacks, spells out signs, drops emoji and marks the rest", () => {
    expect(winAnsi("Café “Straße” – 95 °F × 2 € ™ …")).toBe("Café “Straße” – 95 °F × 2 € ™ …");
    expect(winAnsi("Łódź Nguyễn Dvořák")).toBe("Lódz Nguyen Dvorák");
    expect(winAnsi("≥ 1 − 2")).toBe(">= 1 - 2");
    expect(winAnsi("Party 🎉👨‍👩‍👧 東京")).toBe("Party  ??");
  });
});

describe("proposal data from quotation details", () => {
  it("lists only the selected options of a pre-bound event, with the fees split and the stored total", () => {
    const data = proposalDataFrom(preBoundEventDetails(), { issuedAt, feeBreakdown: { observer: "900.00", lightning: "275.00" } });
    expect(data.optionsBasis).toBe("selected");
    expect(data.options.map((o) => [o.peril, o.threshold, o.unit, o.limitPerDay, o.limit, o.premium])).toEqual([
      ["rainfall", "0.500", "in", "250000.00", "750000.00", "7125.00"],
      ["lightning", null, null, "125000.00", "375000.00", "1237.50"],
      ["maximumTemperature", "95.000", "°F", "125000.00", "375000.00", "2062.50"],
    ]);
    expect(data.breakdown.premium).toBe("10425.00");
    expect(data.breakdown.feeLines).toEqual([
      { key: "observer", label: "Off-site observer fee", amount: "900.00" },
      { key: "lightning", label: "Lightning fee", amount: "275.00" },
    ]);
    expect(data.breakdown.total).toBe("11600.00");
    expect(data.breakdown.taxes, "no state fee: the total is before taxes").toBeNull();
    expect(data.coveredDays).toEqual(["2026-07-03", "2026-07-04", "2026-07-05"]);
    expect(data.aggregateLimit).toBe("750000.00");
    expect(data.claimsVerificationSource).toEqual({
      code: "OFFSITE_OBSERVER",
      label: "Off-site independent weather observer (fee per day per peril)",
    });
    expect(data.declaration).toBe(DECLARATION_TEXT);
    const terms = data.terms.map((t) => t.text).join(" ");
    expect(terms).toContain("within 6 miles of the claims verification source");
    expect(terms).toContain("Abandonment means the inability to proceed with more than 50% of the event once it has commenced");
    expect(terms).toContain("each period of 72 hours");
    expect(terms).not.toContain("Final sales");
    // JSON-friendly: the signing step can store it and render the same proposal again.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("splits the stored fees by kind as bind does, and shows a single kind by its name", () => {
    // 3 days × 2 observed perils × 150.00 and one 72-hour lightning period at 275.00: the stored 1,175.00.
    expect(proposalDataFrom(preBoundEventDetails(), { issuedAt }).breakdown.feeLines).toEqual([
      { key: "observer", label: "Off-site observer fee", amount: "900.00" },
      { key: "lightning", label: "Lightning fee", amount: "275.00" },
    ]);
    const stationOnly = preBoundEventDetails();
    stationOnly.current.claimsVerificationSource = "CLOSEST_WEATHER_STATION";
    stationOnly.current.fees = "275.00";
    stationOnly.current.totalPremium = "10700.00";
    const data = proposalDataFrom(stationOnly, { issuedAt });
    expect(data.breakdown.feeLines).toEqual([{ key: "lightning", label: "Lightning fee", amount: "275.00" }]);
    expect(data.breakdown.total).toBe("10700.00");
  });

  it("offers every quotable option of a quotation not yet pre-bound, with the promotion's deposit and final sales dates", () => {
    const data = proposalDataFrom(readyPromotionDetails(), { issuedAt });
    expect(data.optionsBasis).toBe("offered");
    expect(data.options.map((o) => o.peril)).toEqual(["rainfall", "adverseWeather"]);
    expect(data.breakdown.feeLines).toEqual([]);
    expect(data.breakdown.total).toBe("2800.00");
    expect(data.coveredDays).toEqual(["2026-07-11"]);
    expect(data.aggregateLimit).toBe("1000000.00");
    expect(data.promotion).toMatchObject({
      finalEstimatedSales: "1250000.00",
      minimumDepositLimit: "625000.00",
      finalSalesReportBy: "2026-07-01",
      promotionDate: "2026-07-11",
    });
    const terms = data.terms.map((t) => t.text).join(" ");
    expect(terms).toContain("Final sales must be reported no later than the day after the sales period ends (07/01/2026)");
    expect(terms).toContain("at least half of the final estimated sales (a minimum deposit limit of $625,000.00)");
    expect(terms).toContain("within 10 days of the draw date");
    expect(terms).not.toContain("Lightning");
  });

  it("works out the taxes of the insured's state as the invoice will, on the premium and fees shown", () => {
    const ny = proposalDataFrom(preBoundEventDetails(), { issuedAt, stateFee: NEW_YORK });
    // Base 10,425.00 + 1,175.00 = 11,600.00: tax 3.6% = 417.60, stamping 0.15% = 17.40.
    expect(ny.breakdown.taxLines.map((l) => [l.label, l.amount])).toEqual([
      ["New York excess line tax", "417.60"],
      ["New York stamping fee", "17.40"],
    ]);
    expect(ny.breakdown.total).toBe("12035.00");

    const ky = proposalDataFrom(preBoundEventDetails(), {
      issuedAt,
      stateFee: { state: "KY", tax: "0.048", stampingFee: "0", municipalityTax: true },
      municipality: { rate: "0.0525", name: "Louisville" },
    });
    expect(ky.breakdown.taxLines.map((l) => [l.label, l.amount])).toEqual([
      ["Kentucky surplus lines tax and premium surcharge", "556.80"],
      ["Kentucky local government premium tax (Louisville)", "609.00"],
    ]);
    expect(ky.breakdown.total).toBe("12765.80");
  });

  it("takes the state-fee row of the quotation's pricing terms, and says taxes come at binding when it knows none", () => {
    const details = preBoundEventDetails();
    details.current.pricingTerms.stateFee = NEW_YORK;
    const priced = proposalDataFrom(details, { issuedAt });
    expect(priced.breakdown.total).toBe("12035.00");
    expect(priced.breakdown.taxes).toBe("435.00");

    const unknown = proposalDataFrom(preBoundEventDetails(), { issuedAt });
    expect([unknown.breakdown.taxLines, unknown.breakdown.taxes]).toEqual([[], null]);
    expect(unknown.breakdown.total).toBe("11600.00");
    expect(unknown.terms.find((t) => t.title === "Taxes and fees")?.text).toContain("invoiced at binding");
  });
});

describe("the proposal PDF", () => {
  it("renders a pre-bound event on two Letter pages", async () => {
    const data = proposalDataFrom(preBoundEventDetails(), {
      issuedAt,
      stateFee: NEW_YORK,
      feeBreakdown: { observer: "900.00", lightning: "275.00" },
    });
    const pdf = await renderProposalPdf(data);
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(2);
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });

  withPoppler("shows the event's parties, cover, figures, terms, declaration and signature fields", async () => {
    const data = proposalDataFrom(preBoundEventDetails(), {
      issuedAt,
      stateFee: NEW_YORK,
      feeBreakdown: { observer: "900.00", lightning: "275.00" },
    });
    const { text, lines } = pdfText(await renderProposalPdf(data), "proposal-event");
    for (const expected of [
      "Proposal",
      "Quotation Q2026-001234",
      "Version 2 · Issued 05/22/2026 11:00 EDT · Valid until 06/19/2026 23:59 EDT",
      "Weather event cancellation insurance",
      // insured and broker
      "Riverside Summer Jazz Festival LLC",
      "455 Amsterdam Avenue",
      "New York, NY 10024",
      "events@riversidejazz.example.com",
      "Brightline Insurance Brokers",
      "dana.whitfield@brightline.example.com",
      // the event, location and station
      "Riverside Summer Jazz Festival 2026",
      "Festival",
      "07/03/2026 – 07/05/2026 (3 days)",
      "10:00 – 22:00 local time",
      "Central Park Great Lawn",
      "NY City Central Park",
      "0.8 miles",
      "Off-site independent weather observer (fee per day per peril)",
      // cover and premium
      "$250,000.00",
      "$750,000.00",
      "$2,500.00",
      "0.50 in or more of rain in a day",
      "Lightning within 6 miles",
      "Temperature of 95 °F or above",
      "$7,125.00",
      "$1,237.50",
      "$2,062.50",
      // terms
      "more than 50% of the event once it has commenced",
      "within 6 miles of the claims verification source",
      "each period of 72 hours",
      // declaration and signature fields
      DECLARATION_TEXT,
      "FULL NAME",
      "POSITION HELD",
      "DATE OF SIGNING",
      "APPLICANT SIGNATURE",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // One row each: the options, the totals, the footer of each page.
    expectRow(lines, "Rainfall", "$7,125.00");
    expectRow(lines, "Lightning", "$1,237.50");
    expectRow(lines, "Maximum", "$2,062.50");
    // The price breakdown, as every screen shows it.
    expectRow(lines, "Premium", "$10,425.00");
    expectRow(lines, "Off-site observer fee", "$900.00");
    expectRow(lines, "Lightning fee", "$275.00");
    expectRow(lines, "Fees", "$1,175.00");
    expectRow(lines, "New York excess line tax", "$417.60");
    expectRow(lines, "New York stamping fee", "$17.40");
    expectRow(lines, "Taxes", "$435.00");
    expectRow(lines, "Total payable by the insured", "$12,035.00");
    expect(text).not.toContain("Total, before taxes");
    // Tax rates are never shown (spec §9).
    expect(text).not.toContain("3.60%");
    expect(text).not.toContain("0.15%");
    expectRow(lines, "Weather Event Portal · Proposal Q2026-001234, version 2", "Page 1 of 2");
    expectRow(lines, "Weather Event Portal · Proposal Q2026-001234, version 2", "Page 2 of 2");
    // Offered but not chosen, or not quotable: not in a pre-bound proposal.
    expect(text).not.toContain("Wind speed");
    expect(text).not.toContain("Snowfall");
    expect(text).not.toContain("$1,200.00");
    expect(toPngs("proposal-event")).toHaveLength(2);
  });

  withPoppler("shows a promotion's period, draw date, sales figures and every option offered", async () => {
    const pdf = await renderProposalPdf(proposalDataFrom(readyPromotionDetails(), { issuedAt }));
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(2);
    const { text, lines } = pdfText(pdf, "proposal-promotion");
    for (const expected of [
      "Quotation Q2026-001301",
      "Promotion cancellation insurance",
      "Harbor Motors of Worcester, Inc.",
      "Harbor Risk Partners",
      "Rain Pays You Back Summer Sales Event",
      "06/01/2026 – 06/30/2026",
      "07/11/2026 (the covered day)",
      "$1,250,000.00",
      "Worcester Regional Airport",
      "3.4 miles",
      "Closest weather station (free)",
      "1.00 in or more of rain in a day",
      "Adverse weather",
      "These are the options offered.",
      "Final sales must be reported no later than the day after the sales period ends (07/01/2026)",
      "Signed for and on behalf of the applicant, Harbor Motors of Worcester, Inc.",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectRow(lines, "Minimum deposit limit", "$625,000.00");
    expectRow(lines, "Final sales report due", "07/01/2026");
    expectRow(lines, "Rainfall", "$1,840.00");
    expectRow(lines, "Adverse weather", "$960.00");
    expectRow(lines, "Premium", "$2,800.00");
    expectRow(lines, "Fees", "$0.00");
    expectRow(lines, "Taxes of the insured's state", "Invoiced at binding");
    expectRow(lines, "Total payable by the insured, before taxes", "$2,800.00");
    expectRow(lines, "Proposal Q2026-001301, version 1", "Page 2 of 2");
    expect(text).not.toContain("Lightning");
    expect(text).not.toContain("Inc..");
    expect(toPngs("proposal-promotion")).toHaveLength(2);
  });

  withPoppler("fills the signature fields of a signed copy and shows a broker's logo", async () => {
    const data: ProposalData = proposalDataFrom(preBoundEventDetails(), {
      issuedAt,
      logo: logoPng(),
      signature: {
        fullName: "Jordan A. Castellano",
        position: "Director of Operations",
        signedAt: "2026-05-25T16:20:00Z",
        typed: "Jordan A. Castellano",
      },
    });
    const pdf = await renderProposalPdf(data);
    expectValidPdf(pdf);
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const { text, lines } = pdfText(pdf, "proposal-signed");
    expectRow(lines, "FULL NAME", "POSITION HELD");
    expectRow(lines, "Jordan A. Castellano", "Director of Operations");
    expectRow(lines, "DATE OF SIGNING", "APPLICANT SIGNATURE");
    expect(text).toContain("05/25/2026");
    // The name in its box and the typed signature in the signature box.
    expect(text.split("Jordan A. Castellano")).toHaveLength(3);
    const pngs = toPngs("proposal-signed");
    expect(pngs.length).toBeGreaterThanOrEqual(2);
    for (const png of pngs) expect(statSync(png).size).toBeGreaterThan(10_000);
  });

  withPoppler("draws names typed in other scripts without losing the text that follows", async () => {
    const details = preBoundEventDetails();
    details.current.applicant.name = "Łódź Jazz 🎉 東京 ≥ Friends";
    const { text } = pdfText(await renderProposalPdf(proposalDataFrom(details, { issuedAt })), "proposal-unicode");
    expect(text).toContain("Lódz Jazz ?? >= Friends");
    expect(text).toContain("arranged through Brightline Insurance Brokers");
  });

  it("falls back to the portal's mark when the logo bytes are not an image", async () => {
    const data = proposalDataFrom(preBoundEventDetails(), { issuedAt, logo: Buffer.from("not an image at all") });
    const pdf = await renderProposalPdf(data);
    expectValidPdf(pdf);
    expect(pdf.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  });
});

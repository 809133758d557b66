import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatStationName } from "@/lib/format/station-name";
import { formatMoney } from "@/pdf/format";
import { db } from "@/server/db";
import { loadClaimDeterminationData } from "@/server/documents/claim-determination-data";
import { printClaimDetermination } from "@/server/documents/print-claim-determination";
import { printErrorPage } from "@/server/documents/print-route";
import { createSignedLink } from "@/server/signing/signed-link";
import { pastEventPolicy, seedClaim, type SeededClaim, type SeededLine } from "../claims/claim-fixtures";
import {
  endedPromotion,
  heat as heatOption,
  livePolicy,
  rain as rainOption,
  servicingSetup,
  usDay,
  type ServicingActors,
} from "../policies/servicing/servicing-support";
import { expectRow, isPdf, pdfText, toPngs, withPoppler } from "../support/pdf";
import { invoke } from "../security/matrix/route-invoker";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// The claim determination letter (/print/claim/{claimId}/determination) of claims seeded as the
// determination engine writes them: each covered day and insured peril with the observed value
// beside the threshold, the result and the limit per day; each day's amount, the gross, the
// deductible (once per policy), the aggregate remaining and the amount, exactly as
// lib/claims/claim-amount.ts computes them; the decision, the payment and the rule. Who may open it.

let actors: ServicingActors;
let policyNumber: string;
let insuredName: string;
let itemName: string;
let days: string[];
/** C1: paid, the first day (rain), took the deductible. */
let paid: SeededClaim;
/** C2: determined, three days, no deductible left, capped by the aggregate remaining. */
let determined: SeededClaim;
/** C3: a loss notice for a day on which nothing reached its threshold, declined. */
let declined: SeededClaim;
let c2Lines: SeededLine[];

const money = (d: { toFixed(places: number): string }) => formatMoney(d.toFixed(2));
const rain = (date: string, observed: string | null, result: SeededLine["result"]): SeededLine => ({
  date,
  peril: "rainfall",
  observed,
  threshold: "0.5",
  unit: "in",
  result,
  limitPerDay: "10000.00",
});
const heat = (date: string, observed: string | null, result: SeededLine["result"]): SeededLine => ({
  date,
  peril: "maximumTemperature",
  observed,
  threshold: "95",
  unit: "°F",
  result,
  limitPerDay: "15000.00",
});

/** A laid-out line holding each of `cells`, in this order. */
function expectCells(lines: string[], cells: string[]) {
  const row = lines.find((l) => {
    let at = 0;
    for (const c of cells) {
      const i = l.indexOf(c, at);
      if (i < 0) return false;
      at = i + c.length;
    }
    return true;
  });
  expect(row, cells.join(" … ")).toBeDefined();
}

beforeAll(async () => {
  actors = await servicingSetup();
  const seeded = await pastEventPolicy(actors, "30000.00");
  ({ policyNumber, insuredName, itemName } = seeded.policy);
  days = seeded.days;
  const policyId = seeded.policy.id;

  paid = await seedClaim(
    policyId,
    1,
    "PAID",
    [rain(days[0], "0.62", "TRIGGERED"), heat(days[0], "88", "NOT_TRIGGERED")],
    { deductibleTaken: "0", claimed: "0" },
    {
      paidAt: new Date(`${days[4]}T00:00:00Z`),
      paymentReference: "ACH-2026-0712-001",
      decidedAt: new Date(),
      paymentRecordedAt: new Date(),
    },
  );
  // It paid what was determined.
  await db.claim.update({ where: { id: paid.claim.id }, data: { paidAmount: paid.figures.amount.toFixed(2) } });

  c2Lines = [
    rain(days[1], "0.12", "NOT_TRIGGERED"),
    heat(days[1], "96.1", "TRIGGERED"),
    rain(days[2], "0.75", "TRIGGERED"),
    heat(days[2], null, "NO_DATA"),
    rain(days[3], "1.04", "TRIGGERED"),
    heat(days[3], "97", "TRIGGERED"),
  ];
  determined = await seedClaim(policyId, 2, "DETERMINED", c2Lines, {
    deductibleTaken: paid.figures.deductibleApplied.toFixed(2),
    claimed: paid.figures.amount.toFixed(2),
  });

  declined = await seedClaim(
    policyId,
    3,
    "DECLINED",
    [rain(days[4], "0.1", "NOT_TRIGGERED"), heat(days[4], "80", "NOT_TRIGGERED")],
    { deductibleTaken: paid.figures.deductibleApplied.toFixed(2), claimed: paid.figures.amount.toFixed(2) },
    {
      origin: "LOSS_NOTICE",
      noticeDates: [new Date(`${days[4]}T00:00:00Z`)],
      noticePerils: ["rainfall"],
      noticeDescription: "A storm flooded the lawn in the afternoon; the festival closed at 3 pm.",
      declineReason: "No insured peril reached its threshold at the named station on that day.",
      decidedAt: new Date(),
    },
  );
});

describe("the figures of the letter", () => {
  it("are claimAmount's over the stored determinations: each day, the deductible once per policy, the aggregate remaining", async () => {
    // Day 2: heat only (15,000); day 3: rain only, heat without data (10,000); day 4: both, the largest (15,000).
    expect(determined.figures.days.map((d) => [d.date, d.amount.toFixed(2), d.perils])).toEqual([
      [days[1], "15000.00", ["maximumTemperature"]],
      [days[2], "10000.00", ["rainfall"]],
      [days[3], "15000.00", ["rainfall", "maximumTemperature"]],
    ]);
    // The deductible went on the first claim; the aggregate is 30,000 less the 9,500 paid.
    expect(paid.figures.deductibleApplied.toFixed(2)).toBe("500.00");
    expect(paid.figures.amount.toFixed(2)).toBe("9500.00");
    expect(determined.figures.gross.toFixed(2)).toBe("40000.00");
    expect(determined.figures.deductibleApplied.toFixed(2)).toBe("0.00");
    expect(determined.figures.aggregateRemaining.toFixed(2)).toBe("20500.00");
    expect(determined.figures.amount.toFixed(2)).toBe("20500.00");

    const data = (await loadClaimDeterminationData({ id: determined.claim.id }))!;
    expect(data.days).toEqual(
      determined.figures.days.map((d) => ({
        date: d.date,
        amount: d.amount.toFixed(2),
        perils: d.perils.map((p) => (p === "rainfall" ? "Rainfall" : "Maximum temperature")),
      })),
    );
    expect(data.figures).toEqual({
      gross: determined.figures.gross.toFixed(2),
      deductibleApplied: determined.figures.deductibleApplied.toFixed(2),
      aggregateRemaining: determined.figures.aggregateRemaining.toFixed(2),
      amount: determined.figures.amount.toFixed(2),
    });
    const station = await db.weatherStation.findUniqueOrThrow({ where: { id: "USW00094728" } });
    expect(data.policy.stations).toEqual([{ id: "USW00094728", name: formatStationName(station.name) }]);
  });
});

describe("the determination letter PDF", () => {
  withPoppler("prints the claim, the policy, every day and peril beside its threshold, and the amount as determined", async () => {
    const printed = await printClaimDetermination(actors.broker, determined.claim.id, null);
    expect(printed.fileName).toBe(`claim-determination-${policyNumber}-C2.pdf`);
    const { text, lines } = pdfText(printed.bytes, "claim-determination");
    toPngs("claim-determination");
    for (const expected of [
      "Claim determination",
      `Claim ${policyNumber}-C2`,
      "Determined",
      `Policy ${policyNumber}`,
      insuredName,
      itemName,
      "Closest weather station",
      "(USW00094728)",
      "Every value was observed at",
      "Brightline Brokers",
      "How this was determined",
      "the largest limit per day among those perils",
      "deductible is taken off once per policy",
    ]) {
      expect(text).toContain(expected);
    }
    // Each covered day and insured peril: observed beside the threshold, the result, the limit per day.
    expectCells(lines, [usDay(days[1]), "Rainfall", "0.12 in", "0.50 in or more", "Not triggered", "$10,000.00"]);
    expectCells(lines, [usDay(days[1]), "Maximum", "96.1 °F", "95 °F or above", "Triggered", "$15,000.00"]);
    expectCells(lines, [usDay(days[2]), "Rainfall", "0.75 in", "0.50 in or more", "Triggered", "$10,000.00"]);
    expectCells(lines, [usDay(days[2]), "Maximum", "No observation", "95 °F or above", "No data", "$15,000.00"]);
    expectCells(lines, [usDay(days[3]), "Rainfall", "1.04 in", "0.50 in or more", "Triggered", "$10,000.00"]);
    expectCells(lines, [usDay(days[3]), "Maximum", "97 °F", "95 °F or above", "Triggered", "$15,000.00"]);
    // What each day pays, then the totals, as claimAmount computed them.
    for (const d of determined.figures.days) expectCells(lines, [usDay(d.date), money(d.amount)]);
    const f = determined.figures;
    expectRow(lines, "Gross amount", money(f.gross));
    expectRow(lines, "Less deductible applied", money(f.deductibleApplied));
    expectRow(lines, "Aggregate limit", "$30,000.00");
    expectRow(lines, "Aggregate remaining", money(f.aggregateRemaining));
    expectRow(lines, "Amount payable", money(f.amount));
    expect(text).toContain("The claim was determined on");
  });

  withPoppler("a paid claim prints its deductible, payment date and reference", async () => {
    const { text, lines } = pdfText((await printClaimDetermination(actors.underwriter, paid.claim.id, null)).bytes, "claim-paid");
    expectCells(lines, [usDay(days[0]), "Rainfall", "0.62 in", "0.50 in or more", "Triggered", "$10,000.00"]);
    expectCells(lines, [usDay(days[0]), "Maximum", "88 °F", "95 °F or above", "Not triggered", "$15,000.00"]);
    expectRow(lines, "Gross amount", "$10,000.00");
    expectRow(lines, "Less deductible applied", "-$500.00");
    expectRow(lines, "Aggregate remaining", "$30,000.00");
    expectRow(lines, "Amount payable", "$9,500.00");
    expectRow(lines, "Payment date", usDay(days[4]));
    expectRow(lines, "Amount paid", "$9,500.00");
    expectRow(lines, "Payment reference", "ACH-2026-0712-001");
    expect(text).toContain("Paid on");
  });

  withPoppler("a declined claim prints the reason and its loss notice, and pays nothing", async () => {
    const { text, lines } = pdfText((await printClaimDetermination(actors.admin, declined.claim.id, null)).bytes, "claim-declined");
    toPngs("claim-declined");
    expect(text).toContain("Declined");
    expect(text).toContain("No insured peril reached its threshold at the named station on that day.");
    expect(text).toContain("A storm flooded the lawn in the afternoon");
    expectCells(lines, [usDay(days[4]), "Rainfall", "0.1", "0.50 in or more", "Not triggered"]);
    expectRow(lines, "Amount determined (declined: not payable)", "$0.00");
    expect(text).not.toContain("Amount payable");
  });
});

describe("a promotion's letter", () => {
  withPoppler("pays the benefits measured by the final sales, capped by the largest limit, on the draw date", async () => {
    const terms = endedPromotion();
    const dto = await livePolicy(actors, {
      promotion: terms,
      perils: [rainOption("800.00", "10000.00"), heatOption("300.00", "20000.00")],
    });
    const draw = terms.promotionDate;
    const { claim, figures } = await seedClaim(
      dto.id,
      1,
      "APPROVED",
      [
        { ...rain(draw, "0.8", "TRIGGERED"), limitPerDay: "10000.00" },
        { ...heat(draw, "99", "TRIGGERED"), limitPerDay: "20000.00" },
      ],
      { deductibleTaken: "0", claimed: "0", promotionSales: terms.finalEstimatedSales },
      { decidedAt: new Date() },
    );
    // The largest limit (20,000) is more than the final sales (16,000): the sales pay.
    expect(figures.days.map((d) => d.amount.toFixed(2))).toEqual(["16000.00"]);
    const { text, lines } = pdfText((await printClaimDetermination(actors.broker, claim.id, null)).bytes, "claim-promotion");
    toPngs("claim-promotion");
    expectRow(lines, "Draw date", usDay(draw));
    expectCells(lines, [usDay(draw), "Rainfall, Maximum temperature", "$16,000.00"]);
    expectRow(lines, "Gross amount", money(figures.gross));
    expectRow(lines, "Less deductible applied", `-${money(figures.deductibleApplied)}`);
    expectRow(lines, "Amount payable", money(figures.amount));
    expect(text).toContain(`The draw date, ${usDay(draw)}, is the only covered day.`);
    expect(text).toContain("measured by the final sales ($16,000.00)");
    expect(text).toContain("The claim was approved on");

    // A claim notified and not determined yet: no figures, what it waits for.
    const notified = await seedClaim(dto.id, 2, "NOTIFIED", [], { deductibleTaken: "0", claimed: "0" });
    const waiting = pdfText((await printClaimDetermination(actors.broker, notified.claim.id, null)).bytes, "claim-notified").text;
    expect(waiting).toContain("is not determined yet");
    expect(waiting).toContain("No covered day has been determined for this claim yet.");
    expect(waiting).not.toContain("Amount payable");
  });
});

describe("a letter of values from reports", () => {
  withPoppler("names the source of each row: the observer's report, the lightning report", async () => {
    const dto = await livePolicy(actors, {
      eventInDays: -8,
      source: "OFFSITE_OBSERVER",
      perils: [
        rainOption("800.00", "10000.00"),
        { peril: "lightning", threshold: null, limitPerDay: "12000.00", rate: "0.02", premium: "200.00" },
      ],
    });
    const day = dto.item.coveredDays[0];
    const { claim, figures } = await seedClaim(
      dto.id,
      1,
      "DETERMINED",
      [
        { ...rain(day, "0.4", "NOT_TRIGGERED"), source: "OFFSITE_OBSERVER" },
        {
          date: day,
          peril: "lightning",
          observed: null,
          threshold: null,
          unit: null,
          detail: "Strike 2.3 miles from the location",
          result: "TRIGGERED",
          source: "LIGHTNING_REPORT",
          limitPerDay: "12000.00",
        },
      ],
      { deductibleTaken: "0", claimed: "0" },
    );
    const { text, lines } = pdfText((await printClaimDetermination(actors.broker, claim.id, null)).bytes, "claim-reports");
    toPngs("claim-reports");
    expect(text).toContain("Off-site independent weather observer");
    expect(text).not.toContain("Weather station");
    expect(text).not.toContain("Every value was observed at");
    expectCells(lines, [usDay(day), "Rainfall", "0.40 in", "0.50 in or more", "Not triggered", "$10,000.00", "Off-site"]);
    expectCells(lines, [usDay(day), "Lightning", "Strike 2.3", "Strike within 6", "Triggered", "$12,000.00", "Lightning report"]);
    expectRow(lines, "Amount payable", money(figures.amount));
  });
});

describe("who may open the letter", () => {
  it("serves it to readers of the claim and to holders of a signed link, to no one else", async () => {
    const id = determined.claim.id;
    for (const reader of [actors.broker, actors.underwriter, actors.admin]) {
      expect(isPdf((await printClaimDetermination(reader, id, null)).bytes)).toBe(true);
    }
    // A broker of another company, and a colleague who sees only their own policies: not found.
    await expect(printClaimDetermination(actors.otherBroker, id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(printClaimDetermination(actors.ownOnlyBroker, id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(printClaimDetermination(null, id, null)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "You are not signed in",
    });
    await expect(printClaimDetermination(actors.broker, "abc", null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(printClaimDetermination(actors.broker, 999999, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });

    // A signed link opens it without a session, and for a signed-in outsider too.
    const token = createSignedLink("print-claim", id, 3600);
    expect(isPdf((await printClaimDetermination(null, id, token)).bytes)).toBe(true);
    expect(isPdf((await printClaimDetermination(actors.otherBroker, id, token)).bytes)).toBe(true);

    // Expired, for another claim, of another purpose (the policy's documents), or tampered with: refused.
    const later = new Date(Date.now() + 2 * 3600_000);
    await expect(printClaimDetermination(null, id, token, later)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link has expired",
    });
    await expect(printClaimDetermination(null, paid.claim.id, token)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link is not valid",
    });
    await expect(printClaimDetermination(null, id, createSignedLink("print-policy", id, 3600))).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(printClaimDetermination(null, id, `${token.slice(0, -2)}xx`)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    // A bad link with a session is the session's access: still not found for an outsider.
    await expect(
      printClaimDetermination(actors.otherBroker, id, createSignedLink("print-claim", paid.claim.id, 3600)),
    ).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("the route serves the PDF to a link's holder without a session, and a readable page when it cannot", async () => {
    const template = "/print/claim/{claimId}/determination";
    const BROWSER = "text/html,application/xhtml+xml,*/*;q=0.8";
    const ok = await invoke({
      method: "GET",
      template,
      params: { claimId: determined.claim.id },
      query: { token: createSignedLink("print-claim", determined.claim.id, 3600) },
      headers: { accept: BROWSER },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toBe(`inline; filename="claim-determination-${policyNumber}-C2.pdf"`);
    expect(ok.headers.get("referrer-policy")).toBe("no-referrer");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");

    // A valid link to a claim that does not exist, and no link and no session.
    const missing = await invoke({
      method: "GET",
      template,
      params: { claimId: 999_999 },
      query: { token: createSignedLink("print-claim", 999_999, 3600) },
      headers: { accept: BROWSER },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("This document is not available to you");
    expect(missing.body).toContain("ask the broker of the policy");
    const anonymous = await invoke({ method: "GET", template, params: { claimId: determined.claim.id }, headers: { accept: BROWSER } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toContain("Sign in to open this document");
    const json = await invoke({
      method: "GET",
      template,
      params: { claimId: determined.claim.id },
      headers: { accept: "application/json" },
    });
    expect(JSON.parse(json.body)).toEqual({ error: { code: "UNAUTHENTICATED", message: "You are not signed in" } });
  });

  it("words a refusal in a browser for a claim", () => {
    const expired = printErrorPage("UNAUTHENTICATED", "This link has expired", "/print/claim/7/determination");
    expect(expired.paragraphs.join(" ")).toContain("open the claim in the portal and choose the document again");
    const hidden = printErrorPage("RESOURCE_NOT_FOUND", "Claim not found", "/print/claim/7/determination");
    expect(hidden.title).toBe("This document is not available to you");
    expect(hidden.paragraphs.join(" ")).toContain("ask the broker of the policy to send you a link");
  });
});

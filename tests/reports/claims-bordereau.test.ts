import { parse } from "csv-parse/sync";
import Decimal from "decimal.js";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/generated/prisma/client";
import {
  CLAIMS_BORDEREAU_COLUMNS,
  CLAIMS_TOTALLED_FIELDS,
  type ClaimsBordereauRow,
  type ClaimsBordereauTotals,
} from "@/lib/reports/claims-bordereau";
import { currentMonthRange } from "@/lib/reports/bordereaux";
import { statisticsQuerySchema } from "@/lib/statistics/statistics";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseInput } from "@/server/http/parse-input";
import { claimBatches } from "@/server/reports/claims-bordereau-query";
import { exportClaimsBordereauCsv, exportClaimsBordereauXlsx } from "@/server/reports/export-claims-bordereau";
import { claimsBordereauRequest, listClaimsBordereau } from "@/server/reports/list-claims-bordereau";
import { listBordereaux } from "@/server/reports/list-bordereaux";
import { getStatistics } from "@/server/statistics/get-statistics";
import { listClaims } from "@/server/claims/list-claims";
import { issuedPolicy } from "../support/invoice-factory";
import { servicingSetup, type ServicingActors } from "../policies/servicing/servicing-support";

// The claims bordereau (decision D114) and the statistics' claim figures: claims written straight
// to the table in every status, with the moments of their decisions and payments on either side of
// a range's New York midnights; the rows, their status and money at the range's end, the totals,
// the CSV and XLSX parsed back to the same figures, the filters, who may read it, and the
// statistics' claims, paid, outstanding and loss ratio. Expected figures are written out by hand.

let actors: ServicingActors;
const MARCH = { from: "2031-03-01", until: "2031-04-01" };
const url = (query: Record<string, string> = {}) =>
  `http://portal.test/api/report/claims-bordereaux?${new URLSearchParams(query).toString()}`;

type Policy = Awaited<ReturnType<typeof issuedPolicy>>["policy"];
let brightline: Policy;
let brightlineOwn: Policy;
let harbor: Policy;
let otherBinderPolicy: Policy;
let otherBinderId: number;
const claimIds: Record<string, number> = {};
const claimCount = new Map<number, number>();
const at = (iso: string) => new Date(iso);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

type ClaimFields = {
  status: "NOTIFIED" | "DETERMINED" | "APPROVED" | "PAID" | "DECLINED";
  createdAt: string;
  determinedAt?: string;
  decidedAt?: string;
  amount?: string;
  paidAt?: string;
  noticeDates?: string[];
  triggered?: [string, Peril][];
  /** Days of the claim that did not trigger (a loss notice's day, or another peril of a triggered day). */
  notTriggered?: [string, Peril][];
};
type Peril = "rainfall" | "snowfall" | "lightning" | "maximumTemperature";

/** A claim as the claim engine leaves it, written straight to the table (with its triggered days). */
async function claim(name: string, policy: Policy, f: ClaimFields) {
  const n = (claimCount.get(policy.id) ?? 0) + 1;
  claimCount.set(policy.id, n);
  const data: Prisma.ClaimUncheckedCreateInput = {
    claimNumber: `${policy.policyNumber}-C${n}`,
    policyId: policy.id,
    brokerCompanyId: policy.brokerCompanyId,
    brokerUserId: policy.brokerUserId,
    status: f.status,
    origin: f.noticeDates ? "LOSS_NOTICE" : "AUTOMATIC",
    noticeDates: (f.noticeDates ?? []).map(day),
    noticePerils: f.noticeDates ? ["rainfall"] : [],
    noticeDescription: f.noticeDates ? "Rained out." : null,
    createdAt: at(f.createdAt),
    determinedAt: f.determinedAt ? at(f.determinedAt) : null,
    decidedAt: f.decidedAt ? at(f.decidedAt) : null,
    amount: f.amount ?? null,
    grossAmount: f.amount ?? null,
    declineReason: f.status === "DECLINED" ? "Below the threshold." : null,
    paidAt: f.paidAt ? day(f.paidAt) : null,
    paidAmount: f.paidAt ? f.amount : null,
    paymentReference: f.paidAt ? `PAY-${name}` : null,
  };
  const made = await db.claim.create({ data });
  const days = [
    ...(f.triggered ?? []).map(([date, peril]) => [date, peril, "TRIGGERED"] as const),
    ...(f.notTriggered ?? []).map(([date, peril]) => [date, peril, "NOT_TRIGGERED"] as const),
  ];
  for (const [date, peril, result] of days) {
    await db.lossDetermination.create({
      data: {
        policyId: policy.id,
        claimId: made.id,
        date: day(date),
        peril,
        result,
        source: "STATION",
        limitPerDay: "10000.00",
        determinedAt: at(f.determinedAt ?? f.createdAt),
      },
    });
  }
  claimIds[name] = made.id;
  return made;
}

beforeAll(async () => {
  actors = await servicingSetup();
  const owner = (a: Actor) => ({ brokerUserId: a.id, brokerCompanyId: a.companyId });
  otherBinderId = (
    await db.binder.create({
      data: { uniqueMarketReference: "B0999CLAIMS2031", value: "1000000.00", from: day("2031-01-01"), until: day("2032-01-01") },
    })
  ).id;
  brightline = (await issuedPolicy({ ...owner(actors.broker), insuredName: "Riverside Fair" })).policy;
  brightlineOwn = (await issuedPolicy({ ...owner(actors.ownOnlyBroker), insuredName: "Own Book Festival" })).policy;
  harbor = (await issuedPolicy({ ...owner(actors.otherBroker), insuredName: "Harbor Regatta" })).policy;
  otherBinderPolicy = (await issuedPolicy({ ...owner(actors.broker), insuredName: "Second Binder Show", binderId: otherBinderId })).policy;
  // The four bind invoices are March's premium.
  await db.invoice.updateMany({
    where: { policyId: { in: [brightline.id, brightlineOwn.id, harbor.id, otherBinderPolicy.id] } },
    data: { issuedAt: at("2031-03-10T15:00:00Z") },
  });

  // Open in March, in each status at its end.
  await claim("notified", brightline, { status: "NOTIFIED", createdAt: "2031-03-10T14:00:00Z", noticeDates: ["2031-03-09", "2031-03-08"] });
  await claim("determined", brightline, {
    status: "DETERMINED",
    createdAt: "2031-02-20T14:00:00Z",
    determinedAt: "2031-03-05T14:00:00Z",
    amount: "1500.00",
    triggered: [
      ["2031-02-19", "lightning"],
      ["2031-02-18", "rainfall"],
      ["2031-02-19", "rainfall"],
    ],
    // A day the notice named that did not trigger: a day of the claim, no peril of it.
    notTriggered: [
      ["2031-02-17", "snowfall"],
      ["2031-02-18", "snowfall"],
    ],
  });
  await claim("approved", brightline, {
    status: "APPROVED",
    createdAt: "2031-01-10T14:00:00Z",
    determinedAt: "2031-01-12T14:00:00Z",
    decidedAt: "2031-02-01T14:00:00Z",
    amount: "2000.00",
    triggered: [["2031-01-09", "maximumTemperature"]],
  });
  await claim("paidInRange", brightlineOwn, {
    status: "PAID",
    createdAt: "2031-01-05T14:00:00Z",
    determinedAt: "2031-01-06T14:00:00Z",
    decidedAt: "2031-02-10T14:00:00Z",
    amount: "3000.00",
    paidAt: "2031-03-15",
    triggered: [["2031-01-04", "rainfall"]],
  });
  await claim("declinedInRange", harbor, {
    status: "DECLINED",
    createdAt: "2031-02-01T14:00:00Z",
    determinedAt: "2031-02-03T14:00:00Z",
    decidedAt: "2031-03-20T14:00:00Z",
    amount: "500.00",
  });
  await claim("harborDetermined", harbor, {
    status: "DETERMINED",
    createdAt: "2031-03-03T14:00:00Z",
    determinedAt: "2031-03-04T14:00:00Z",
    amount: "250.55",
  });
  // Paid in April: approved (outstanding) at March's end.
  await claim("paidAfter", otherBinderPolicy, {
    status: "PAID",
    createdAt: "2031-02-01T14:00:00Z",
    determinedAt: "2031-02-02T14:00:00Z",
    decidedAt: "2031-03-25T14:00:00Z",
    amount: "700.00",
    paidAt: "2031-04-05",
  });
  // Closed before March, or opened after it: no row in March.
  await claim("paidBefore", brightline, {
    status: "PAID",
    createdAt: "2031-01-02T14:00:00Z",
    determinedAt: "2031-01-03T14:00:00Z",
    decidedAt: "2031-01-20T14:00:00Z",
    amount: "900.00",
    paidAt: "2031-02-28",
  });
  await claim("declinedBefore", brightline, {
    status: "DECLINED",
    createdAt: "2031-01-02T14:00:00Z",
    decidedAt: "2031-02-15T14:00:00Z",
    noticeDates: ["2031-01-01"],
  });
  await claim("openedAfter", brightline, { status: "NOTIFIED", createdAt: "2031-04-02T14:00:00Z", noticeDates: ["2031-04-01"] });
});

/** Every row of a range through the JSON call, page by page. */
async function allRows(query: Record<string, string>, actor: Actor = actors.admin) {
  const rows: ClaimsBordereauRow[] = [];
  for (let index = 1; ; index++) {
    const page = await listClaimsBordereau(actor, url({ ...query, "p[index]": String(index), "p[size]": "10" }));
    rows.push(...page.items);
    if (rows.length >= page.pagination.itemsCount) return { rows, totals: page.totals, range: page.range };
  }
}

const byName = (rows: ClaimsBordereauRow[]) => {
  const names = Object.fromEntries(Object.entries(claimIds).map(([name, id]) => [id, name]));
  return Object.fromEntries(rows.map((r) => [names[r.id], r]));
};

const stats = (actor: Actor, query: Record<string, string>) => getStatistics(actor, parseInput(statisticsQuerySchema, query));

describe("the rows of a range", () => {
  it("are the claims open at some moment of the range, each as at the range's end", async () => {
    const { rows, totals, range } = await allRows(MARCH);
    expect(range).toEqual(MARCH);
    const r = byName(rows);
    expect(Object.keys(r).sort()).toEqual(
      ["approved", "declinedInRange", "determined", "harborDetermined", "notified", "paidAfter", "paidInRange"].sort(),
    );
    const figures = (name: string) => [r[name].status, r[name].paidThisPeriod, r[name].paidToDate, r[name].outstanding];
    expect(figures("notified")).toEqual(["NOTIFIED", "0.00", "0.00", "0.00"]);
    expect(figures("determined")).toEqual(["DETERMINED", "0.00", "0.00", "1500.00"]);
    expect(figures("approved")).toEqual(["APPROVED", "0.00", "0.00", "2000.00"]);
    expect(figures("paidInRange")).toEqual(["PAID", "3000.00", "3000.00", "0.00"]);
    expect(figures("declinedInRange")).toEqual(["DECLINED", "0.00", "0.00", "0.00"]);
    expect(figures("harborDetermined")).toEqual(["DETERMINED", "0.00", "0.00", "250.55"]);
    expect(figures("paidAfter")).toEqual(["APPROVED", "0.00", "0.00", "700.00"]);
    expect(totals).toEqual({ claims: 7, paidThisPeriod: "3000.00", paidToDate: "3000.00", outstanding: "4450.55" });
  });

  it("carry the binder's UMR, the policy and claim references, the loss days and the triggered perils", async () => {
    const r = byName((await allRows(MARCH)).rows);
    const umr = (await db.binder.findUniqueOrThrow({ where: { id: brightline.binderId } })).uniqueMarketReference;
    expect(r.determined).toMatchObject({
      uniqueMarketReference: umr,
      binderId: brightline.binderId,
      policyId: brightline.id,
      policyNumber: brightline.policyNumber,
      claimNumber: `${brightline.policyNumber}-C2`,
      insuredName: "Riverside Fair",
      openedDate: "2031-02-20",
      lossDateFrom: "2031-02-17",
      lossDateTo: "2031-02-19",
      perils: "Rainfall; Lightning",
      currency: "USD",
      brokerCompany: { id: actors.broker.companyId, name: actors.broker.companyName },
    });
    // No day written yet: the loss notice's days, no peril.
    expect([r.notified.lossDateFrom, r.notified.lossDateTo, r.notified.perils]).toEqual(["2031-03-08", "2031-03-09", ""]);
    expect(r.approved.perils).toBe("Maximum temperature");
    // Date of Loss From is the claims list's first loss date (D111) wherever the claim has days.
    const listed = await listClaims(actors.admin, "http://portal.test/api/claim?p[size]=100");
    for (const row of Object.values(r).filter((x) => x.lossDateFrom !== null && x.id !== claimIds.notified)) {
      expect(listed.items.find((c) => c.id === row.id)?.firstLossDate, row.claimNumber).toBe(row.lossDateFrom);
    }
    expect(r.paidAfter.uniqueMarketReference).toBe("B0999CLAIMS2031");
    // Neither days nor a notice: no loss day.
    expect([r.harborDetermined.lossDateFrom, r.harborDetermined.lossDateTo]).toEqual([null, null]);
  });

  it("follow the claim through the next month: the April payment, the claims still open", async () => {
    const { rows, totals } = await allRows({ from: "2031-04-01", until: "2031-05-01" });
    const r = byName(rows);
    expect(Object.keys(r).sort()).toEqual(["approved", "determined", "harborDetermined", "notified", "openedAfter", "paidAfter"].sort());
    expect([r.paidAfter.status, r.paidAfter.paidThisPeriod, r.paidAfter.paidToDate, r.paidAfter.outstanding]).toEqual([
      "PAID",
      "700.00",
      "700.00",
      "0.00",
    ]);
    expect(totals).toEqual({ claims: 6, paidThisPeriod: "700.00", paidToDate: "700.00", outstanding: "3750.55" });
    // February: the payment of 28 February, and paid to date.
    const feb = byName((await allRows({ from: "2031-02-01", until: "2031-03-01" })).rows);
    expect([feb.paidBefore.status, feb.paidBefore.paidThisPeriod]).toEqual(["PAID", "900.00"]);
    expect([feb.declinedBefore.status, feb.determined.status, feb.paidInRange.status]).toEqual(["DECLINED", "NOTIFIED", "APPROVED"]);
    // A quarter: paid to date counts payments before the range too, paid this period only its own.
    const q = await allRows({ from: "2031-02-15", until: "2031-03-20" });
    expect(q.totals.paidThisPeriod).toBe("3900.00");
    const year = await allRows({ from: "2031-03-10", until: "2032-01-01" });
    expect(byName(year.rows).paidInRange.paidToDate).toBe("3000.00");
  });

  it("has totals equal to the sum of the rows, and pages in the list's order", async () => {
    const { rows, totals } = await allRows(MARCH);
    const sum = (field: (typeof CLAIMS_TOTALLED_FIELDS)[number]) => rows.reduce((s, r) => s.plus(r[field]), new Decimal(0)).toFixed(2);
    for (const field of CLAIMS_TOTALLED_FIELDS) expect(totals[field], field).toBe(sum(field));
    expect(rows.map((r) => r.openedDate)).toEqual([...rows.map((r) => r.openedDate)].sort());
    // The database's collation orders the references; descending is ascending read backwards.
    const asc = await allRows({ ...MARCH, "s[field]": "claimNumber", "s[direction]": "asc" });
    const desc = await allRows({ ...MARCH, "s[field]": "claimNumber", "s[direction]": "desc" });
    expect(desc.rows.map((r) => r.claimNumber)).toEqual(asc.rows.map((r) => r.claimNumber).reverse());
    expect(new Set(asc.rows.map((r) => r.claimNumber)).size).toBe(7);
  });
});

describe("the range's edges (New York midnights, days for payments)", () => {
  it("a claim opened at until 00:00 is out, one a millisecond before is in; a decline at from 00:00 keeps the claim", async () => {
    const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta).toISOString();
    const edge = await issuedPolicy({ brokerUserId: actors.broker.id, brokerCompanyId: actors.broker.companyId, insuredName: "Edge Days" });
    const range = { from: "2032-03-01", until: "2032-04-01" };
    // 2032-03-01 00:00 EST is 05:00Z; 2032-04-01 00:00 EDT is 04:00Z.
    const start = "2032-03-01T05:00:00.000Z";
    const end = "2032-04-01T04:00:00.000Z";
    await claim("edgeOpenedAtEnd", edge.policy, { status: "NOTIFIED", createdAt: end });
    await claim("edgeOpenedBeforeEnd", edge.policy, { status: "NOTIFIED", createdAt: ms(end, -1) });
    await claim("edgeDeclinedAtStart", edge.policy, { status: "DECLINED", createdAt: "2032-02-01T15:00:00Z", decidedAt: start });
    await claim("edgeDeclinedBeforeStart", edge.policy, {
      status: "DECLINED",
      createdAt: "2032-02-01T15:00:00Z",
      decidedAt: ms(start, -1),
    });
    // Paid on from's day and on the range's last day: in; paid on until's day: out of the period, approved at its end.
    const paid = (name: string, paidAt: string) =>
      claim(name, edge.policy, {
        status: "PAID",
        createdAt: "2032-01-10T15:00:00Z",
        determinedAt: "2032-01-11T15:00:00Z",
        decidedAt: "2032-01-20T15:00:00Z",
        amount: "100.00",
        paidAt,
      });
    await paid("edgePaidOnFrom", "2032-03-01");
    await paid("edgePaidOnLastDay", "2032-03-31");
    await paid("edgePaidOnUntil", "2032-04-01");
    await paid("edgePaidDayBefore", "2032-02-29");
    // Approved at until 00:00: determined at the range's end; a millisecond before: approved.
    await claim("edgeApprovedAtEnd", edge.policy, {
      status: "APPROVED",
      createdAt: "2032-03-02T15:00:00Z",
      determinedAt: "2032-03-03T15:00:00Z",
      decidedAt: end,
      amount: "40.00",
    });
    await claim("edgeDeterminedAtEnd", edge.policy, {
      status: "DETERMINED",
      createdAt: "2032-03-02T15:00:00Z",
      determinedAt: end,
      amount: "60.00",
    });

    const r = byName((await allRows(range)).rows);
    expect(Object.keys(r).sort()).toEqual(
      [
        "edgeOpenedBeforeEnd",
        "edgeDeclinedAtStart",
        "edgePaidOnFrom",
        "edgePaidOnLastDay",
        "edgePaidOnUntil",
        "edgeApprovedAtEnd",
        "edgeDeterminedAtEnd",
        // Claims of the 2031 set still open in 2032.
        "approved",
        "determined",
        "harborDetermined",
        "notified",
        "openedAfter",
      ].sort(),
    );
    expect([r.edgePaidOnFrom.paidThisPeriod, r.edgePaidOnLastDay.paidThisPeriod, r.edgePaidOnUntil.paidThisPeriod]).toEqual([
      "100.00",
      "100.00",
      "0.00",
    ]);
    expect([r.edgePaidOnUntil.status, r.edgePaidOnUntil.outstanding, r.edgePaidOnUntil.paidToDate]).toEqual(["APPROVED", "100.00", "0.00"]);
    expect([r.edgeDeclinedAtStart.status, r.edgeDeclinedAtStart.outstanding]).toEqual(["DECLINED", "0.00"]);
    expect([r.edgeApprovedAtEnd.status, r.edgeApprovedAtEnd.outstanding]).toEqual(["DETERMINED", "40.00"]);
    expect([r.edgeDeterminedAtEnd.status, r.edgeDeterminedAtEnd.outstanding]).toEqual(["NOTIFIED", "0.00"]);
    expect(r.edgeOpenedBeforeEnd.openedDate).toBe("2032-03-31");
    // The days after: the claim opened at until 00:00 is April's, opened on 1 April.
    const april = byName((await allRows({ from: "2032-04-01", until: "2032-04-02" })).rows);
    expect(april.edgeOpenedAtEnd.openedDate).toBe("2032-04-01");
    expect([april.edgeApprovedAtEnd.status, april.edgeDeterminedAtEnd.status]).toEqual(["APPROVED", "DETERMINED"]);
    expect([april.edgePaidOnUntil.status, april.edgePaidOnUntil.paidThisPeriod]).toEqual(["PAID", "100.00"]);
    await db.claim.deleteMany({ where: { policyId: edge.policy.id } });
    await db.invoice.deleteMany({ where: { policyId: edge.policy.id } });
  });

  it("the range is checked as the premium bordereau's, and defaults to the current month", async () => {
    expect((await listClaimsBordereau(actors.admin, url())).range).toEqual(currentMonthRange());
    await expect(listClaimsBordereau(actors.admin, url({ from: "2031-05-01", until: "2031-05-01" }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "until", message: "Must be later than 'From' date" }],
    });
    await expect(listClaimsBordereau(actors.admin, url({ from: "2031-02-30", until: "2031-05-01" }))).rejects.toMatchObject({
      details: [{ path: "from", message: "This value must be a valid date" }],
    });
    await expect(listClaimsBordereau(actors.admin, url({ ...MARCH, f: JSON.stringify({ amount: { eq: 1 } }) }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
    await expect(listClaimsBordereau(actors.admin, url({ ...MARCH, "s[field]": "status" }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
  });
});

describe("the filters", () => {
  it("binder, broker company, status at the range's end and the list query", async () => {
    const { rows } = await allRows(MARCH);
    const names = (q: Record<string, string>) => allRows({ ...MARCH, ...q }).then((x) => Object.keys(byName(x.rows)).sort());
    expect(await names({ binderId: String(otherBinderId) })).toEqual(["paidAfter"]);
    expect(await names({ brokerCompanyId: String(actors.otherBroker.companyId) })).toEqual(["declinedInRange", "harborDetermined"]);
    expect(await names({ status: "APPROVED" })).toEqual(["approved", "paidAfter"]);
    expect(
      await names({ f: JSON.stringify({ status: { in: ["DETERMINED", "PAID"] }, "brokerCompany.name": { like: "brightline" } }) }),
    ).toEqual(["determined", "paidInRange"]);
    expect(await names({ claimNumber: `${harbor.policyNumber}-C2` })).toEqual(["harborDetermined"]);
    const harborOnly = await allRows({ ...MARCH, brokerCompanyId: String(actors.otherBroker.companyId) });
    expect(harborOnly.totals).toEqual({ claims: 2, paidThisPeriod: "0.00", paidToDate: "0.00", outstanding: "250.55" });
    expect(rows.length).toBe(7);
  });
});

describe("the exports", () => {
  it("CSV parsed back equals the JSON, with a header and a totals row", async () => {
    const { rows, totals } = await allRows(MARCH);
    const response = await exportClaimsBordereauCsv(actors.admin, url(MARCH));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="claims-bordereaux_2031-03-01_2031-04-01.csv"');
    const records = parse(await response.text(), { bom: true }) as string[][];
    expect(records[0]).toEqual(CLAIMS_BORDEREAU_COLUMNS.map((c) => c.header));
    expect(records.slice(1, -1)).toEqual(rows.map((r) => CLAIMS_BORDEREAU_COLUMNS.map((c) => c.value(r) ?? "")));
    const column = (key: string) => CLAIMS_BORDEREAU_COLUMNS.findIndex((c) => c.key === key);
    const paid = records.find((line) => line[column("claimNumber")] === `${brightlineOwn.policyNumber}-C1`)!;
    expect([paid[column("status")], paid[column("paidThisPeriod")], paid[column("paidToDate")], paid[column("currency")]]).toEqual([
      "Paid",
      "3000.00",
      "3000.00",
      "USD",
    ]);
    const last = records[records.length - 1];
    expect(last[0]).toBe("Totals (7 claims)");
    expect(CLAIMS_TOTALLED_FIELDS.map((f) => last[column(f)])).toEqual(["3000.00", "3000.00", "4450.55"]);
    expect(CLAIMS_TOTALLED_FIELDS.map((f) => totals[f])).toEqual(["3000.00", "3000.00", "4450.55"]);
  });

  it("XLSX parsed back with exceljs equals the JSON: money as numbers, dates as dates, the totals as SUM formulas", async () => {
    const { rows } = await allRows(MARCH);
    const response = await exportClaimsBordereauXlsx(actors.admin, url(MARCH));
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="claims-bordereaux_2031-03-01_2031-04-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("Claims bordereau")!;
    expect(sheet.rowCount).toBe(rows.length + 2);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(CLAIMS_BORDEREAU_COLUMNS.map((c) => c.header));
    rows.forEach((r, i) => {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      CLAIMS_BORDEREAU_COLUMNS.forEach((c, j) => {
        const cell = cells[j];
        const expected = c.value(r);
        if (c.kind === "money") {
          expect(typeof cell, c.key).toBe("number");
          expect((cell as number).toFixed(2), c.key).toBe(expected);
        } else if (c.kind === "date") {
          if (expected === null) expect(cell ?? null, c.key).toBeNull();
          else expect((cell as Date).toISOString().slice(0, 10), c.key).toBe(expected);
        } else {
          expect(cell ?? null, c.key).toBe(expected === "" ? null : expected);
        }
      });
    });
    const totals = sheet.getRow(rows.length + 2);
    expect(totals.getCell(1).value).toBe("Totals (7 claims)");
    const figures = CLAIMS_TOTALLED_FIELDS.map((field) => {
      const value = totals.getCell(CLAIMS_BORDEREAU_COLUMNS.findIndex((c) => c.key === field) + 1).value as
        number | { result: number; formula: string };
      if (typeof value !== "number") expect(value.formula).toMatch(/^SUM\([A-Z]+2:[A-Z]+8\)$/);
      return (typeof value === "number" ? value : value.result).toFixed(2);
    });
    expect(figures).toEqual(["3000.00", "3000.00", "4450.55"]);
  });

  it("take the list's filter and sort, read in keyset batches in every order", async () => {
    const query = { ...MARCH, "s[field]": "insuredName", "s[direction]": "desc", brokerCompanyId: String(actors.broker.companyId) };
    const expected = (await allRows(query)).rows.map((r) => r.claimNumber);
    const csv = parse(await (await exportClaimsBordereauCsv(actors.admin, url(query))).text(), { bom: true }) as string[][];
    const numberColumn = CLAIMS_BORDEREAU_COLUMNS.findIndex((c) => c.key === "claimNumber");
    expect(csv.slice(1, -1).map((line) => line[numberColumn])).toEqual(expected);
    for (const sort of ["openedDate", "claimNumber", "policyNumber", "insuredName", "brokerCompany.name", "uniqueMarketReference"]) {
      for (const direction of ["asc", "desc"]) {
        const q = { ...MARCH, "s[field]": sort, "s[direction]": direction };
        const { range, where, order } = claimsBordereauRequest(actors.admin, url(q));
        const batched: number[] = [];
        for await (const batch of claimBatches(range, where, order, 2)) batched.push(...batch.map((r) => r.id));
        expect(batched, `${sort} ${direction}`).toEqual((await allRows(q)).rows.map((r) => r.id));
      }
    }
  });

  it("an empty range is a header and a zero totals row", async () => {
    const empty = { from: "1990-01-01", until: "1990-02-01" };
    const csv = parse(await (await exportClaimsBordereauCsv(actors.admin, url(empty))).text(), { bom: true }) as string[][];
    expect(csv).toHaveLength(2);
    expect(csv[1][0]).toBe("Totals (0 claims)");
    expect((await listClaimsBordereau(actors.admin, url(empty))).totals).toEqual<ClaimsBordereauTotals>({
      claims: 0,
      paidThisPeriod: "0.00",
      paidToDate: "0.00",
      outstanding: "0.00",
    });
  });
});

describe("who may read it", () => {
  it("admins and underwriters read the same claims bordereau; brokers are refused with 403", async () => {
    const admin = await allRows(MARCH, actors.admin);
    const underwriter = await allRows(MARCH, actors.underwriter);
    expect(underwriter).toEqual(admin);
    for (const broker of [actors.broker, actors.ownOnlyBroker, actors.otherBroker]) {
      await expect(listClaimsBordereau(broker, url(MARCH))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(exportClaimsBordereauCsv(broker, url(MARCH))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(exportClaimsBordereauXlsx(broker, url(MARCH))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
    }
  });
});

describe("the statistics' claim figures", () => {
  const premiumOf = async (query: Record<string, string>) =>
    (await listBordereaux(actors.admin, `http://portal.test/api/report/bordereaux?${new URLSearchParams(query)}`)).totals.grossPremium;
  const ratio = (paid: string, outstanding: string, premium: string) =>
    new Decimal(paid).plus(outstanding).div(premium).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

  it("equal the claims bordereau's count and totals, with the loss ratio over the range's premium", async () => {
    const s = await stats(actors.admin, MARCH);
    const premium = await premiumOf(MARCH);
    expect(s.premium).toBe(premium);
    expect(Number(premium)).toBeGreaterThan(0);
    expect([s.claims, s.claimsPaid, s.claimsOutstanding]).toEqual([7, "3000.00", "4450.55"]);
    expect(s.lossRatio).toBe(ratio("3000.00", "4450.55", premium));
    expect(s.lossRatio).toMatch(/^\d+\.\d{2}$/);
  });

  it("follow the binder, the broker company and the reader's scope", async () => {
    const binder = await stats(actors.underwriter, { ...MARCH, binderId: String(otherBinderId) });
    expect([binder.claims, binder.claimsPaid, binder.claimsOutstanding]).toEqual([1, "0.00", "700.00"]);
    expect(binder.lossRatio).toBe(ratio("0.00", "700.00", await premiumOf({ ...MARCH, binderId: String(otherBinderId) })));
    const harborOnly = await stats(actors.admin, { ...MARCH, brokerCompanyId: String(actors.otherBroker.companyId) });
    expect([harborOnly.claims, harborOnly.claimsPaid, harborOnly.claimsOutstanding]).toEqual([2, "0.00", "250.55"]);
    // A broker sees its company's claims; the VIEW_MY_INDICATIONS colleague its own; Harbor its own.
    const broker = await stats(actors.broker, MARCH);
    expect([broker.claims, broker.claimsPaid, broker.claimsOutstanding]).toEqual([5, "3000.00", "4200.00"]);
    const own = await stats(actors.ownOnlyBroker, MARCH);
    expect([own.claims, own.claimsPaid, own.claimsOutstanding]).toEqual([1, "3000.00", "0.00"]);
    expect(own.lossRatio).toBe(ratio("3000.00", "0.00", own.premium));
    const other = await stats(actors.otherBroker, MARCH);
    expect([other.claims, other.claimsOutstanding]).toEqual([2, "250.55"]);
  });

  it("have no loss ratio when the range has no premium", async () => {
    const april = await stats(actors.admin, { from: "2031-04-01", until: "2031-05-01" });
    expect([april.premium, april.claims, april.claimsPaid, april.claimsOutstanding, april.lossRatio]).toEqual([
      "0.00",
      6,
      "700.00",
      "3750.55",
      null,
    ]);
  });

  it("all time: every claim, paid in full and outstanding as it stands", async () => {
    const s = await stats(actors.admin, {});
    const [expected] = await db.$queryRaw<{ claims: number; paid: string; outstanding: string }[]>`
      SELECT count(*)::int AS claims,
             coalesce(sum("paidAmount"), 0)::numeric(20, 2)::text AS paid,
             coalesce(sum(amount) FILTER (WHERE status IN ('DETERMINED', 'APPROVED')), 0)::numeric(20, 2)::text AS outstanding
      FROM "Claim"`;
    expect([s.claims, s.claimsPaid, s.claimsOutstanding]).toEqual([expected.claims, expected.paid, expected.outstanding]);
    expect(s.lossRatio).toBe(ratio(expected.paid, expected.outstanding, s.premium));
  });
});

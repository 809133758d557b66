import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BORDEREAU_COLUMNS,
  REPORT_RANGE_MESSAGES,
  reportRangeErrors,
  TOTALLED_FIELDS,
  currentMonthRange,
  type BordereauRow,
  type BordereauTotals,
} from "@/lib/reports/bordereaux";
import { db } from "@/server/db";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { transactionBatches } from "@/server/reports/bordereau-query";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";
import { bordereauRequest, listBordereaux } from "@/server/reports/list-bordereaux";
import { getStatistics } from "@/server/statistics/get-statistics";
import { statisticsQuerySchema } from "@/lib/statistics/statistics";
import { parseInput } from "@/server/http/parse-input";
import { issuedPolicy } from "../support/invoice-factory";
import { isoDay } from "../support/quotation-factory";
import {
  endedPromotion,
  heat,
  livePolicy,
  nyDay,
  rain,
  servicingSetup,
  type ServicingActors,
} from "../policies/servicing/servicing-support";

// The bordereau (issue 13): range boundaries in New York time, every transaction type with its
// sign, totals equal to the rows (also while invoices are being issued), the CSV and XLSX exports
// parsed back and equal to the JSON in the JSON's order, the CSV formula guard, the filters, the
// validation messages and who may read it. Expected sums come from SQL written here.

const WEATHER = process.env.WEATHER_DATA_DIR;
/** A one-day event on 15 July at Central Park, whose rainfall the rater prices from the weather history. */
function daysToNextMidJuly(): number {
  for (let n = 30; n < 400; n++) if (isoDay(n).endsWith("-07-15")) return n;
  throw new Error("no 15 July within 400 days");
}

let actors: ServicingActors;
const month = currentMonthRange();
const url = (query: Record<string, string> = {}) => `http://portal.test/api/report/bordereaux?${new URLSearchParams(query).toString()}`;

/** Every row of a range through the JSON call, page by page (100 a page). */
async function allRows(query: Record<string, string>) {
  const rows: BordereauRow[] = [];
  let totals: BordereauTotals | undefined;
  for (let index = 1; ; index++) {
    const page = await listBordereaux(actors.admin, url({ ...query, "p[index]": String(index), "p[size]": "100" }));
    rows.push(...page.items);
    totals = page.totals;
    if (rows.length >= page.pagination.itemsCount) return { rows, totals: totals!, itemsCount: page.pagination.itemsCount };
  }
}

const sumCents = (values: string[]) => values.reduce((s, v) => s + BigInt(Math.round(Number(v) * 100)), 0n);
const cents = (v: bigint) => {
  const negative = v < 0n;
  const abs = negative ? -v : v;
  return `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

let policies: {
  bindOnly: number;
  endorsed: number;
  raised: number | null;
  finalSales: number;
  noFinalSalesPremium: number;
  cancelled: number;
  harbor: number;
};

beforeAll(async () => {
  actors = await servicingSetup();
  // A bind, a bind with a premium-changing endorsement, a promotion with more final sales than
  // estimated, a policy cancelled 60 days before its event (a return premium), and another broker's.
  const bindOnly = await livePolicy(actors);
  const endorsed = await livePolicy(actors);
  // Rainfall 800.00 + maximum temperature 300.00; dropping the second returns its 300.00.
  await createPolicyEndorsement(actors.underwriter, endorsed.id, {
    title: "Maximum temperature removed",
    content: "The peril is deleted.",
    changes: { perils: ["rainfall"] },
  });
  // Rainfall 0.5 in (1,726.67) lowered to 0.25 in, which the rater prices at 2,473.33: +746.66.
  let raised: number | null = null;
  if (WEATHER) {
    const dto = await livePolicy(actors, {
      eventInDays: daysToNextMidJuly(),
      perils: [
        { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.172667", premium: "1726.67" },
        { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.065333", premium: "653.33" },
      ],
    });
    await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Rainfall threshold lowered",
      content: "To 0.25 inch.",
      changes: { coverage: { rainfall: { threshold: "0.25" } } },
    });
    raised = dto.id;
  }
  const promotion = await livePolicy(actors, { promotion: endedPromotion() });
  await submitFinalSales(actors.broker, promotion.id, { finalSalesAmount: "20000.00" });
  await reviewFinalSales(actors.underwriter, promotion.id, { finalSalesAmount: "20000.00" });
  // Sales below the deposit limit: no additional premium (D46), so no transaction.
  const deposit = await livePolicy(actors, { perils: [rain("900.00", "8000.00")], promotion: endedPromotion() });
  await submitFinalSales(actors.broker, deposit.id, { finalSalesAmount: "6000.00" });
  await reviewFinalSales(actors.underwriter, deposit.id, { finalSalesAmount: "6000.00" });
  const cancelled = await livePolicy(actors);
  await cancelPolicy(actors.underwriter, cancelled.id, { reason: "The premium was not paid", cancellationDate: nyDay(0) });
  const harbor = await livePolicy(actors, { owner: actors.otherBroker, perils: [rain("800.00"), heat("300.00")] });
  policies = {
    bindOnly: bindOnly.id,
    endorsed: endorsed.id,
    raised,
    finalSales: promotion.id,
    noFinalSalesPremium: deposit.id,
    cancelled: cancelled.id,
    harbor: harbor.id,
  };
});

describe("the range", () => {
  it("takes a transaction at from 00:00 New York time and leaves out one at until 00:00 (DST between)", async () => {
    const broker = actors.broker;
    const made = await Promise.all([1, 2, 3, 4].map(() => issuedPolicy({ brokerUserId: broker.id, brokerCompanyId: broker.companyId })));
    // 2030-03-01 00:00 EST is 05:00Z; 2030-04-01 00:00 EDT is 04:00Z.
    const at = ["2030-03-01T04:59:59.999Z", "2030-03-01T05:00:00.000Z", "2030-04-01T03:59:59.999Z", "2030-04-01T04:00:00.000Z"];
    for (const [i, m] of made.entries()) await db.invoice.update({ where: { id: m.invoice!.id }, data: { issuedAt: new Date(at[i]) } });
    const { rows } = await allRows({ from: "2030-03-01", until: "2030-04-01" });
    expect(rows.map((r) => r.id)).toEqual([made[1].invoice!.id, made[2].invoice!.id]);
    expect(rows.map((r) => r.transactionDate)).toEqual(["2030-03-01", "2030-03-31"]);
    // The days on either side hold the other two.
    expect((await allRows({ from: "2030-02-28", until: "2030-03-01" })).rows.map((r) => r.id)).toEqual([made[0].invoice!.id]);
    expect((await allRows({ from: "2030-04-01", until: "2030-04-02" })).rows.map((r) => r.id)).toEqual([made[3].invoice!.id]);
  });

  it("defaults to the current month", async () => {
    const page = await listBordereaux(actors.admin, url());
    expect(page.range).toEqual(month);
  });

  it("refuses an until that is not after from, and a day that is not a date", async () => {
    await expect(listBordereaux(actors.admin, url({ from: "2026-05-01", until: "2026-05-01" }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "until", message: "Must be later than 'From' date" }],
    });
    await expect(listBordereaux(actors.admin, url({ from: "2026-05-02", until: "2026-05-01" }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
    await expect(listBordereaux(actors.admin, url({ from: "2026-02-30", until: "2026-05-01" }))).rejects.toMatchObject({
      details: [{ path: "from", message: "This value must be a valid date" }],
    });
    await expect(listBordereaux(actors.admin, url({ f: JSON.stringify({ amountDue: { eq: 1 } }) }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
  });
});

describe("the rows of this month", () => {
  it("holds each transaction type with its sign, and net premium = gross − commission", async () => {
    const { rows } = await allRows(month);
    const of = (policyId: number) =>
      rows
        .filter((r) => r.policyId === policyId)
        .map((r) => [r.transactionType, Math.sign(Number(r.grossPremium)), Math.sign(Number(r.commission))]);
    expect(of(policies.bindOnly)).toEqual([["BIND", 1, 1]]);
    expect(of(policies.endorsed)).toEqual([
      ["BIND", 1, 1],
      ["ENDORSEMENT", -1, -1],
    ]);
    expect(of(policies.finalSales)).toEqual([
      ["BIND", 1, 1],
      ["FINAL_SALES", 1, 1],
    ]);
    expect(of(policies.noFinalSalesPremium)).toEqual([["BIND", 1, 1]]);
    expect(of(policies.cancelled)).toEqual([
      ["BIND", 1, 1],
      ["CANCELLATION", -1, -1],
    ]);
    for (const r of rows) {
      expect(cents(sumCents([r.grossPremium]) - sumCents([r.commission]))).toBe(r.netPremium);
    }
    // Every invoice of the range is a row, with the stored figures.
    const invoices = await db.$queryRawUnsafe<{ id: number; kind: string; gross: string; commission: string; tax: string; fees: string }[]>(
      `SELECT i.id, i.kind::text AS kind, i."grossBoundPremium"::text AS gross, i.commission::text AS commission, i."stateTax"::text AS tax, i.fees::text AS fees
       FROM "Invoice" i WHERE (i."issuedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York')::date >= $1::date
         AND (i."issuedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York')::date < $2::date ORDER BY i."issuedAt", i.id`,
      month.from,
      month.until,
    );
    expect(rows.map((r) => [r.id, r.transactionType, r.grossPremium, r.commission, r.stateTax, r.fees])).toEqual(
      invoices.map((i) => [i.id, i.kind, i.gross, i.commission, i.tax, i.fees]),
    );
    const row = rows.find((r) => r.policyId === policies.bindOnly)!;
    expect(row).toMatchObject({
      insuredState: "NY",
      itemKind: "EVENT",
      uniqueMarketReference: expect.any(String),
      brokerCompany: { id: actors.broker.companyId, name: actors.broker.companyName },
    });
    expect(row.perils).toMatch(/^Rainfall ≥ [\d.]+ in/);
  });

  it.skipIf(!WEATHER)("an endorsement that raises the premium is a positive row: the difference, its commission and taxes", async () => {
    const { rows } = await allRows(month);
    const mine = rows.filter((r) => r.policyId === policies.raised);
    expect(mine.map((r) => r.transactionType)).toEqual(["BIND", "ENDORSEMENT"]);
    // 746.66 × NY tax 3.6% = 26.88, stamping 0.15% = 1.12, commission 15% = 112.00 (D47).
    expect(mine[1]).toMatchObject({
      grossPremium: "746.66",
      commission: "112.00",
      netPremium: "634.66",
      stateTax: "26.88",
      stampingFee: "1.12",
      fees: "0.00",
    });
    const [invoice] = await db.invoice.findMany({ where: { policyId: policies.raised!, kind: "ENDORSEMENT" } });
    expect(mine[1].id).toBe(invoice.id);
    // The endorsement's row carries the terms it made: rainfall at 0.25 in (D101).
    expect(mine[1].perils).toMatch(/^Rainfall ≥ 0\.25 in/);
  });

  it("a final sales review with no additional premium issues no invoice, so no row (D46)", async () => {
    expect(await db.invoice.count({ where: { policyId: policies.noFinalSalesPremium, kind: "FINAL_SALES" } })).toBe(0);
    const revision = await db.finalSalesRevision.findFirstOrThrow({ where: { policyId: policies.noFinalSalesPremium } });
    expect([revision.status, revision.additionalPremiumDue.toFixed(2)]).toEqual(["REVIEWED", "0.00"]);
    const finalSales = await allRows({ ...month, transactionType: "FINAL_SALES" });
    expect(finalSales.rows.map((r) => r.policyId)).toEqual([policies.finalSales]);
    expect(finalSales.rows.every((r) => Number(r.grossPremium) > 0)).toBe(true);
  });

  it("has totals equal to the sum of the rows of every page", async () => {
    const { rows, totals, itemsCount } = await allRows(month);
    expect(itemsCount).toBe(rows.length);
    expect(totals.transactions).toBe(rows.length);
    for (const field of TOTALLED_FIELDS) expect(totals[field], field).toBe(cents(sumCents(rows.map((r) => r[field]))));
  });

  it("filters by transaction type, binder, broker company and the list query", async () => {
    const { rows } = await allRows(month);
    const cancellations = await allRows({ ...month, transactionType: "CANCELLATION" });
    expect(cancellations.rows.map((r) => r.id)).toEqual(rows.filter((r) => r.transactionType === "CANCELLATION").map((r) => r.id));
    const harbor = await allRows({ ...month, f: JSON.stringify({ brokerCompanyId: { eq: actors.otherBroker.companyId } }) });
    expect(harbor.rows.map((r) => r.policyId)).toContain(policies.harbor);
    expect(harbor.rows.every((r) => r.brokerCompany.id === actors.otherBroker.companyId)).toBe(true);
    const binderId = rows[0].binderId;
    const byBinder = await allRows({ ...month, binderId: String(binderId) });
    expect(byBinder.rows.map((r) => r.id)).toEqual(rows.filter((r) => r.binderId === binderId).map((r) => r.id));
    const types = await allRows({
      ...month,
      f: JSON.stringify({ transactionType: { in: ["BIND", "FINAL_SALES"] }, "brokerCompany.name": { like: "brightline" } }),
    });
    expect(types.rows.map((r) => r.id)).toEqual(
      rows.filter((r) => ["BIND", "FINAL_SALES"].includes(r.transactionType) && /brightline/i.test(r.brokerCompany.name)).map((r) => r.id),
    );
    expect(types.totals.grossPremium).toBe(cents(sumCents(types.rows.map((r) => r.grossPremium))));
    const sorted = await listBordereaux(
      actors.admin,
      url({ ...month, "s[field]": "grossPremium", "s[direction]": "desc", "p[size]": "100" }),
    );
    const premiums = sorted.items.map((r) => Number(r.grossPremium));
    expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
  });
});

describe("the exports", () => {
  it("CSV parsed back equals the JSON, with a header and a totals row", async () => {
    const { rows, totals } = await allRows(month);
    const response = await exportBordereauxCsv(actors.admin, url(month));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="bordereaux_${month.from}_${month.until}.csv"`);
    const records = parse(await response.text(), { bom: true }) as string[][];
    expect(records[0]).toEqual(BORDEREAU_COLUMNS.map((c) => c.header));
    const body = records.slice(1, -1);
    expect(body).toEqual(rows.map((r) => BORDEREAU_COLUMNS.map((c) => c.value(r) ?? "")));
    const last = records[records.length - 1];
    expect(last[0]).toBe(`Totals (${totals.transactions} transactions)`);
    for (const field of TOTALLED_FIELDS) expect(last[BORDEREAU_COLUMNS.findIndex((c) => c.key === field)], field).toBe(totals[field]);
  });

  it("XLSX parsed back with exceljs equals the JSON: money as numbers, dates as dates", async () => {
    const { rows, totals } = await allRows(month);
    const response = await exportBordereauxXlsx(actors.admin, url(month));
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("Bordereau")!;
    expect(sheet.rowCount).toBe(rows.length + 2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(BORDEREAU_COLUMNS.map((c) => c.header));
    rows.forEach((r, i) => {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      BORDEREAU_COLUMNS.forEach((c, j) => {
        const cell = cells[j];
        const expected = c.value(r);
        if (c.kind === "money") {
          expect(typeof cell, c.key).toBe("number");
          expect((cell as number).toFixed(2), c.key).toBe(expected);
          expect(sheet.getRow(i + 2).getCell(j + 1).numFmt).toContain("0.00");
        } else if (c.kind === "date") {
          expect(cell, c.key).toBeInstanceOf(Date);
          expect((cell as Date).toISOString().slice(0, 10), c.key).toBe(expected);
        } else if (c.kind === "percent") {
          expect(((cell as number) * 100).toFixed(2), c.key).toBe(expected);
        } else {
          expect(cell ?? null, c.key).toBe(expected === "" ? null : expected);
        }
      });
    });
    const totalRow = sheet.getRow(rows.length + 2);
    expect(totalRow.getCell(1).value).toBe(`Totals (${totals.transactions} transactions)`);
    for (const field of TOTALLED_FIELDS) {
      const cell = totalRow.getCell(BORDEREAU_COLUMNS.findIndex((c) => c.key === field) + 1);
      const value = cell.value as number | { result: number; formula: string };
      const result = typeof value === "number" ? value : value.result;
      expect(result.toFixed(2), field).toBe(totals[field]);
      if (typeof value !== "number") expect(value.formula).toMatch(/^SUM\([A-Z]+2:[A-Z]+\d+\)$/);
    }
  });

  it("take the JSON list's sort and filter: the same rows in the same order", async () => {
    const invoiceColumn = BORDEREAU_COLUMNS.findIndex((c) => c.key === "invoiceNumber");
    for (const query of <Record<string, string>[]>[
      { "s[field]": "grossPremium", "s[direction]": "desc" },
      { "s[field]": "insuredName", "s[direction]": "asc" },
      { "s[field]": "transactionType", "s[direction]": "desc", f: JSON.stringify({ transactionType: { in: ["BIND", "CANCELLATION"] } }) },
      { "s[field]": "transactionDate", "s[direction]": "desc" },
    ]) {
      const { rows } = await allRows({ ...month, ...query });
      const expected = rows.map((r) => r.invoiceNumber);
      expect(new Set(expected).size, JSON.stringify(query)).toBe(expected.length);
      const csv = parse(await (await exportBordereauxCsv(actors.admin, url({ ...month, ...query }))).text(), { bom: true }) as string[][];
      expect(
        csv.slice(1, -1).map((r) => r[invoiceColumn]),
        JSON.stringify(query),
      ).toEqual(expected);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        Buffer.from(await (await exportBordereauxXlsx(actors.admin, url({ ...month, ...query }))).arrayBuffer()) as never,
      );
      const sheet = workbook.getWorksheet("Bordereau")!;
      expect(
        expected.map((_, i) => sheet.getRow(i + 2).getCell(invoiceColumn + 1).value),
        JSON.stringify(query),
      ).toEqual(expected);
    }
  });

  it("read in keyset batches, every order gives each row once, in the list's order", async () => {
    // Batches of 2 rows: ties on the sort field (types, companies) continue on the invoice id.
    for (const sort of [
      "transactionDate",
      "grossPremium",
      "transactionType",
      "brokerCompany.name",
      "policyNumber",
      "insuredName",
      "uniqueMarketReference",
    ]) {
      for (const direction of ["asc", "desc"]) {
        const query = { ...month, "s[field]": sort, "s[direction]": direction };
        const { where, order } = bordereauRequest(actors.admin, url(query));
        const batched: number[] = [];
        for await (const batch of transactionBatches(where, order, 2)) batched.push(...batch.map((r) => r.id));
        expect(batched, `${sort} ${direction}`).toEqual((await allRows(query)).rows.map((r) => r.id));
      }
    }
  });

  it("exports an empty range as a header and a zero totals row", async () => {
    const csv = parse(await (await exportBordereauxCsv(actors.admin, url({ from: "1990-01-01", until: "1990-02-01" }))).text(), {
      bom: true,
    }) as string[][];
    expect(csv).toHaveLength(2);
    expect(csv[1][0]).toBe("Totals (0 transactions)");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(
        await (await exportBordereauxXlsx(actors.admin, url({ from: "1990-01-01", until: "1990-02-01" }))).arrayBuffer(),
      ) as never,
    );
    expect(workbook.getWorksheet("Bordereau")!.rowCount).toBe(2);
  });
});

describe("the statistics", () => {
  it("equal the bordereau's totals for a month, a range with partial months, and all time", async () => {
    // Whole months come from the kept monthly aggregate, partial ones from the invoices (D55).
    for (const query of [
      month,
      { from: `${month.from.slice(0, 4)}-01-15`, until: "2030-03-20" },
      { from: "1900-01-01", until: "2099-12-31" },
    ]) {
      const s = await getStatistics(actors.admin, parseInput(statisticsQuerySchema, query));
      const { totals } = await allRows(query);
      expect([s.premium, s.commission, s.netPremium, s.transactions], JSON.stringify(query)).toEqual([
        totals.grossPremium,
        totals.commission,
        totals.netPremium,
        totals.transactions,
      ]);
    }
  });
});

describe("one snapshot: totals always equal the rows", () => {
  it("the page and both exports, while invoices are issued and withdrawn in the range", async () => {
    const range = { from: "2031-09-01", until: "2031-10-01" };
    const base = await issuedPolicy({ brokerUserId: actors.broker.id, brokerCompanyId: actors.broker.companyId });
    await db.invoice.update({ where: { id: base.invoice!.id }, data: { issuedAt: new Date("2031-09-10T15:00:00Z") } });
    // Another connection keeps issuing a transaction of 123.45 in the range and withdrawing it.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      for (let k = 0; writing; k++) {
        await db.$executeRaw`
          INSERT INTO "Invoice" ("invoiceNumber", "policyId", kind, "grossBoundPremium", "commissionRate", commission, "stateTax", "amountDue", "issuedAt")
          VALUES (${`INV-SNAPSHOT-${k}`}, ${base.policy.id}, 'ENDORSEMENT', 123.45, 15, 18.52, 4.44, 109.37, '2031-09-20 15:00:00')`;
        await db.$executeRaw`DELETE FROM "Invoice" WHERE "invoiceNumber" = ${`INV-SNAPSHOT-${k}`}`;
        writes += 2;
      }
    })();
    try {
      for (let k = 0; k < 30; k++) {
        const page = await listBordereaux(actors.admin, url({ ...range, "p[size]": "100" }));
        expect(page.items.length, `read ${k}`).toBe(page.totals.transactions);
        expect(page.totals.grossPremium, `read ${k}`).toBe(cents(sumCents(page.items.map((r) => r.grossPremium))));
        const csv = parse(await (await exportBordereauxCsv(actors.admin, url(range))).text(), { bom: true }) as string[][];
        const body = csv.slice(1, -1);
        const gross = BORDEREAU_COLUMNS.findIndex((c) => c.key === "grossPremium");
        expect(csv[csv.length - 1][0], `export ${k}`).toBe(`Totals (${body.length} ${body.length === 1 ? "transaction" : "transactions"})`);
        expect(csv[csv.length - 1][gross], `export ${k}`).toBe(cents(sumCents(body.map((r) => r[gross]))));
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await (await exportBordereauxXlsx(actors.admin, url(range))).arrayBuffer()) as never);
      const sheet = workbook.getWorksheet("Bordereau")!;
      const grossColumn = BORDEREAU_COLUMNS.findIndex((c) => c.key === "grossPremium") + 1;
      const values = Array.from({ length: sheet.rowCount - 2 }, (_, i) =>
        (sheet.getRow(i + 2).getCell(grossColumn).value as number).toFixed(2),
      );
      const total = sheet.getRow(sheet.rowCount).getCell(grossColumn).value as number | { result: number };
      expect((typeof total === "number" ? total : total.result).toFixed(2)).toBe(cents(sumCents(values)));
    } finally {
      writing = false;
      await writer;
    }
    expect(writes).toBeGreaterThan(0);
  });
});

describe("the CSV formula guard", () => {
  it("puts ' before a text cell starting with = + - or @; the JSON and the XLSX keep the text as it is", async () => {
    const range = { from: "2031-06-01", until: "2031-07-01" };
    const names = ['=HYPERLINK("http://evil.example","Click")', "+1 Festival", "-Minus Events", "@Home Events", "Plain Events"];
    for (const insuredName of names) {
      const made = await issuedPolicy({ brokerUserId: actors.broker.id, brokerCompanyId: actors.broker.companyId, insuredName });
      await db.invoice.update({ where: { id: made.invoice!.id }, data: { issuedAt: new Date("2031-06-15T16:00:00Z") } });
    }
    const { rows } = await allRows(range);
    expect(rows.map((r) => r.insuredName)).toEqual(names);
    const nameColumn = BORDEREAU_COLUMNS.findIndex((c) => c.key === "insuredName");
    const csv = parse(await (await exportBordereauxCsv(actors.admin, url(range))).text(), { bom: true }) as string[][];
    expect(csv.slice(1, -1).map((r) => r[nameColumn])).toEqual([
      `'${names[0]}`,
      "'+1 Festival",
      "'-Minus Events",
      "'@Home Events",
      "Plain Events",
    ]);
    // Numbers are not text: a negative amount keeps its sign.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await exportBordereauxXlsx(actors.admin, url(range))).arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("Bordereau")!;
    expect(names.map((_, i) => sheet.getRow(i + 2).getCell(nameColumn + 1).value)).toEqual(names);
  });

  it("leaves negative money alone in the CSV", async () => {
    const csv = parse(await (await exportBordereauxCsv(actors.admin, url({ ...month, transactionType: "CANCELLATION" }))).text(), {
      bom: true,
    }) as string[][];
    const gross = BORDEREAU_COLUMNS.findIndex((c) => c.key === "grossPremium");
    expect(
      csv
        .slice(1, -1)
        .map((r) => r[gross])
        .every((v) => /^-\d+\.\d\d$/.test(v)),
    ).toBe(true);
  });
});

describe("who may read it", () => {
  it("admins and underwriters read the same bordereau; brokers are refused with 403", async () => {
    const admin = await listBordereaux(actors.admin, url({ ...month, "p[size]": "100" }));
    const underwriter = await listBordereaux(actors.underwriter, url({ ...month, "p[size]": "100" }));
    expect(underwriter.totals).toEqual(admin.totals);
    for (const broker of [actors.broker, actors.ownOnlyBroker, actors.otherBroker]) {
      await expect(listBordereaux(broker, url(month))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(exportBordereauxCsv(broker, url(month))).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(exportBordereauxXlsx(broker, url(month))).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("reportRangeErrors (the range forms' messages)", () => {
  it.each([
    [{ from: "2026-11-01", until: "2026-12-01" }, false, {}],
    [{ from: "2026-11-01", until: "2026-11-01" }, false, { until: "Must be later than 'From' date" }],
    [{ from: "2026-02-30", until: "2026-12-01" }, false, { from: REPORT_RANGE_MESSAGES.day }],
    [{ from: "", until: "" }, false, {}],
    [{ from: "", until: "2026-12-01" }, true, { from: REPORT_RANGE_MESSAGES.day }],
  ] as const)("%j (both required: %s) → %j", (range, required, expected) => {
    expect(reportRangeErrors(range, { required })).toEqual(expected);
  });
});

import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { BORDEREAU_COLUMNS, REPORT_RANGE_MESSAGES, reportRangeErrors, TOTALLED_FIELDS, currentMonthRange, type BordereauRow, type BordereauTotals } from "@/lib/reports/bordereaux";
import { db } from "@/server/db";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";
import { listBordereaux } from "@/server/reports/list-bordereaux";
import { getStatistics } from "@/server/statistics/get-statistics";
import { issuedPolicy } from "../support/invoice-factory";
import { endedPromotion, livePolicy, nyDay, servicingSetup, type ServicingActors } from "../policies/servicing/servicing-support";

// The bordereau (issue 13): range boundaries in New York time, every transaction type with its
// sign, totals equal to the rows, the CSV and XLSX exports parsed back and equal to the JSON, the
// filters, the validation messages and who may read it. Expected sums come from SQL written here.

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

let policies: { bindOnly: number; endorsed: number; finalSales: number; cancelled: number; harbor: number };

beforeAll(async () => {
  actors = await servicingSetup();
  // A bind, a bind with a premium-changing endorsement, a promotion with more final sales than
  // estimated, a policy cancelled 60 days before its event (a return premium), and another broker's.
  const bindOnly = await livePolicy(actors);
  const endorsed = await livePolicy(actors);
  // Rainfall 800.00 + maximum temperature 300.00; dropping the second returns its 300.00.
  await createPolicyEndorsement(actors.underwriter, endorsed.id, { title: "Maximum temperature removed", content: "The peril is deleted.", changes: { perils: ["rainfall"] } });
  const promotion = await livePolicy(actors, { promotion: endedPromotion() });
  await submitFinalSales(actors.broker, promotion.id, { finalSalesAmount: "20000.00" });
  await reviewFinalSales(actors.underwriter, promotion.id, { finalSalesAmount: "20000.00" });
  const cancelled = await livePolicy(actors);
  await cancelPolicy(actors.underwriter, cancelled.id, { reason: "The premium was not paid", cancellationDate: nyDay(0) });
  const harbor = await livePolicy(actors, { owner: actors.otherBroker });
  policies = { bindOnly: bindOnly.id, endorsed: endorsed.id, finalSales: promotion.id, cancelled: cancelled.id, harbor: harbor.id };
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
    await expect(listBordereaux(actors.admin, url({ from: "2026-05-02", until: "2026-05-01" }))).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
    await expect(listBordereaux(actors.admin, url({ from: "2026-02-30", until: "2026-05-01" }))).rejects.toMatchObject({
      details: [{ path: "from", message: "Enter a date as YYYY-MM-DD" }],
    });
    await expect(listBordereaux(actors.admin, url({ f: JSON.stringify({ amountDue: { eq: 1 } }) }))).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
  });
});

describe("the rows of this month", () => {
  it("holds each transaction type with its sign, and net premium = gross − commission", async () => {
    const { rows } = await allRows(month);
    const of = (policyId: number) => rows.filter((r) => r.policyId === policyId).map((r) => [r.transactionType, Math.sign(Number(r.grossPremium)), Math.sign(Number(r.commission))]);
    expect(of(policies.bindOnly)).toEqual([["BIND", 1, 1]]);
    expect(of(policies.endorsed)).toEqual([["BIND", 1, 1], ["ENDORSEMENT", -1, -1]]);
    expect(of(policies.finalSales)).toEqual([["BIND", 1, 1], ["FINAL_SALES", 1, 1]]);
    expect(of(policies.cancelled)).toEqual([["BIND", 1, 1], ["CANCELLATION", -1, -1]]);
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
    const types = await allRows({ ...month, f: JSON.stringify({ transactionType: { in: ["BIND", "FINAL_SALES"] }, "brokerCompany.name": { like: "brightline" } }) });
    expect(types.rows.map((r) => r.id)).toEqual(
      rows.filter((r) => ["BIND", "FINAL_SALES"].includes(r.transactionType) && /brightline/i.test(r.brokerCompany.name)).map((r) => r.id),
    );
    expect(types.totals.grossPremium).toBe(cents(sumCents(types.rows.map((r) => r.grossPremium))));
    const sorted = await listBordereaux(actors.admin, url({ ...month, "s[field]": "grossPremium", "s[direction]": "desc", "p[size]": "100" }));
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

  it("exports an empty range as a header and a zero totals row", async () => {
    const csv = parse(await (await exportBordereauxCsv(actors.admin, url({ from: "1990-01-01", until: "1990-02-01" }))).text(), { bom: true }) as string[][];
    expect(csv).toHaveLength(2);
    expect(csv[1][0]).toBe("Totals (0 transactions)");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await exportBordereauxXlsx(actors.admin, url({ from: "1990-01-01", until: "1990-02-01" }))).arrayBuffer()) as never);
    expect(workbook.getWorksheet("Bordereau")!.rowCount).toBe(2);
  });
});

describe("the statistics without the kept aggregate", () => {
  it("read every month from the invoices and equal the bordereau's totals", async () => {
    // This file's database has no TransactionMonthTotal: getStatistics takes the bordereau's query.
    for (const query of [month, { from: "1900-01-01", until: "2099-12-31" }]) {
      const s = await getStatistics(actors.admin, `http://portal.test/api/statistics?${new URLSearchParams(query)}`);
      const { totals } = await allRows(query);
      expect([s.premium, s.commission, s.netPremium, s.transactions]).toEqual([totals.grossPremium, totals.commission, totals.netPremium, totals.transactions]);
    }
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

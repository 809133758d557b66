import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { BordereauRow } from "@/lib/reports/bordereaux";
import { db } from "@/server/db";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";
import { listBordereaux } from "@/server/reports/list-bordereaux";
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

// The bordereau reports each transaction as it was (D101): every row carries the sum insured,
// deductible, period, perils and thresholds the invoice was issued on, so a past period exported
// again after the policy's terms changed gives the same files, byte for byte. Also the migration's
// backfill, run again on invoices stripped of what they recorded, finds the same terms.

const WEATHER = process.env.WEATHER_DATA_DIR;
let actors: ServicingActors;

/** Each period holds one transaction of its own, moved there (periods long past, which nothing else uses). */
const FEBRUARY = { from: "2025-02-01", until: "2025-03-01" };
const MARCH = { from: "2025-03-01", until: "2025-04-01" };
const APRIL = { from: "2025-04-01", until: "2025-05-01" };
const MAY = { from: "2025-05-01", until: "2025-06-01" };

const url = (range: { from: string; until: string }) =>
  `http://portal.test/api/report/bordereaux?${new URLSearchParams({ ...range, "p[size]": "100" }).toString()}`;

async function exported(range: { from: string; until: string }) {
  const [csv, xlsx, page] = await Promise.all([
    exportBordereauxCsv(actors.admin, url(range)).then((r) => r.arrayBuffer()),
    exportBordereauxXlsx(actors.admin, url(range)).then((r) => r.arrayBuffer()),
    listBordereaux(actors.admin, url(range)),
  ]);
  return { csv: Buffer.from(csv), xlsx: Buffer.from(xlsx), page };
}

/** Every cell of the XLSX's sheet, as exceljs reads it back. */
async function cells(xlsx: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as never);
  const sheet = workbook.getWorksheet("Bordereau")!;
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push(JSON.parse(JSON.stringify((row.values as unknown[]).slice(1)))));
  return out;
}

/** Moves an invoice into a period (the 10th of its month, noon New York). */
async function moveInto(invoiceId: number, range: { from: string }) {
  await db.invoice.update({ where: { id: invoiceId }, data: { issuedAt: new Date(`${range.from.slice(0, 8)}10T17:00:00Z`) } });
}

async function invoicesOf(policyId: number) {
  return db.invoice.findMany({ where: { policyId }, orderBy: { id: "asc" } });
}

const risk = (r: BordereauRow) => ({
  type: r.transactionType,
  sumInsured: r.sumInsured,
  deductible: r.deductible,
  perils: r.perils,
  riskInception: r.riskInception,
  riskExpiry: r.riskExpiry,
});

beforeAll(async () => {
  actors = await servicingSetup();
});

describe("a past period exported again after an endorsement", () => {
  it("gives the same CSV and XLSX; each row shows the terms of its own transaction and the totals follow", async () => {
    // Four days; rainfall insured for 5,000 a day, maximum temperature for 10,000 (the version's
    // limit per day): the sum insured is 10,000 × 4 = 40,000.
    const bound = await livePolicy(actors, { eventDays: 4, perils: [rain("800.00", "5000.00"), heat("300.00", "10000.00")] });
    const [bind] = await invoicesOf(bound.id);
    await moveInto(bind.id, FEBRUARY);
    const before = await exported(FEBRUARY);
    expect(before.page.items.map(risk)).toEqual([
      {
        type: "BIND",
        sumInsured: "40000.00",
        deductible: "500.00",
        perils: "Rainfall ≥ 0.5 in; Maximum temperature ≥ 95 °F",
        riskInception: isoDay(60),
        riskExpiry: isoDay(63),
      },
    ]);

    // The endorsement drops maximum temperature: 300.00 returned, and the highest limit left is
    // rainfall's 5,000 a day, so the sum insured falls to 20,000.
    await createPolicyEndorsement(actors.underwriter, bound.id, {
      title: "Maximum temperature removed",
      content: "The peril is deleted.",
      changes: { perils: ["rainfall"] },
    });
    const policy = await db.policy.findUniqueOrThrow({ where: { id: bound.id } });
    expect(policy.aggregateLimit.toFixed(2)).toBe("20000.00");
    const [, endorsement] = await invoicesOf(bound.id);
    expect(endorsement.kind).toBe("ENDORSEMENT");
    await moveInto(endorsement.id, MARCH);

    const after = await exported(FEBRUARY);
    expect(after.csv.equals(before.csv)).toBe(true);
    expect(await cells(after.xlsx)).toEqual(await cells(before.xlsx));
    expect(after.xlsx.equals(before.xlsx)).toBe(true);
    expect(after.page).toEqual(before.page);

    // Both periods at once: the bind as it was, the endorsement with the new terms; the totals are the rows'.
    const both = await listBordereaux(actors.admin, url({ from: FEBRUARY.from, until: MARCH.until }));
    expect(both.items.map(risk)).toEqual([
      before.page.items.map(risk)[0],
      {
        type: "ENDORSEMENT",
        sumInsured: "20000.00",
        deductible: "500.00",
        perils: "Rainfall ≥ 0.5 in",
        riskInception: isoDay(60),
        riskExpiry: isoDay(63),
      },
    ]);
    expect(both.items.map((r) => r.grossPremium)).toEqual(["1100.00", "-300.00"]);
    expect(both.totals).toMatchObject({ transactions: 2, grossPremium: "800.00" });
    const csv = (await (await exportBordereauxCsv(actors.admin, url({ from: FEBRUARY.from, until: MARCH.until }))).text()).split("\r\n");
    expect(csv[1]).toContain(",Rainfall ≥ 0.5 in; Maximum temperature ≥ 95 °F,40000.00,500.00,1100.00,");
    expect(csv[2]).toContain(",Rainfall ≥ 0.5 in,20000.00,500.00,-300.00,");
    expect(csv[3]).toMatch(/^Totals \(2 transactions\),.*,800\.00,/);
  });

  it.skipIf(!WEATHER)("an endorsement raising the sum insured from 40,000 to 60,000 leaves the bind's row at 40,000", async () => {
    let inDays = 30;
    while (!isoDay(inDays).endsWith("-07-15")) inDays++;
    const bound = await livePolicy(actors, { eventInDays: inDays, eventDays: 4, perils: [rain("800.00", "10000.00")] });
    const [bind] = await invoicesOf(bound.id);
    await moveInto(bind.id, APRIL);
    const before = await exported(APRIL);
    expect(before.page.items.map((r) => r.sumInsured)).toEqual(["40000.00"]);

    await createPolicyEndorsement(actors.underwriter, bound.id, {
      title: "Limit raised",
      content: "The limit per day is 15,000.",
      changes: { limitPerDay: "15000.00", coverage: { rainfall: { limitPerDay: "15000.00" } } },
    });
    expect((await db.policy.findUniqueOrThrow({ where: { id: bound.id } })).aggregateLimit.toFixed(2)).toBe("60000.00");
    const [, endorsement] = await invoicesOf(bound.id);
    await moveInto(endorsement.id, MAY);

    const after = await exported(APRIL);
    expect(after.csv.equals(before.csv)).toBe(true);
    expect(after.xlsx.equals(before.xlsx)).toBe(true);
    expect(after.page.items.map((r) => r.sumInsured)).toEqual(["40000.00"]);
    const next = await listBordereaux(actors.admin, url(MAY));
    expect(next.items.map((r) => [r.transactionType, r.sumInsured])).toEqual([["ENDORSEMENT", "60000.00"]]);
  });
});

describe("what each transaction records", () => {
  it("a final sales review's invoice carries the new sum insured; the bind's keeps the estimate", async () => {
    const promotion = await livePolicy(actors, { promotion: endedPromotion() });
    await submitFinalSales(actors.broker, promotion.id, { finalSalesAmount: "20000.00" });
    await reviewFinalSales(actors.underwriter, promotion.id, { finalSalesAmount: "20000.00" });
    const invoices = await invoicesOf(promotion.id);
    expect(invoices.map((i) => [i.kind, i.sumInsured?.toFixed(2)])).toEqual([
      ["BIND", "10000.00"],
      ["FINAL_SALES", "20000.00"],
    ]);
    const policy = await db.policy.findUniqueOrThrow({ where: { id: promotion.id } });
    expect(invoices[1].termsVersionId).toBe(policy.quotationVersionId);
    expect(invoices[0].termsVersionId).toBe(policy.boundVersionId);
    expect(invoices[0].riskInception?.toISOString().slice(0, 10)).toBe(nyDay(-40));
  });
});

describe("the migration's backfill", () => {
  it("finds again the terms that bind, endorsements, final sales reviews and cancellations recorded", async () => {
    // One more of each kind, so that every rule of the backfill has something to find.
    const endorsed = await livePolicy(actors, { eventDays: 2, perils: [rain("800.00", "5000.00"), heat("300.00")] });
    await createPolicyEndorsement(actors.underwriter, endorsed.id, {
      title: "Maximum temperature removed",
      content: "The peril is deleted.",
      changes: { perils: ["rainfall"] },
    });
    const cancelled = await livePolicy(actors);
    await createPolicyEndorsement(actors.underwriter, cancelled.id, {
      title: "Maximum temperature removed",
      content: "The peril is deleted.",
      changes: { perils: ["rainfall"] },
    });
    await cancelPolicy(actors.underwriter, cancelled.id, { reason: "The premium was not paid", cancellationDate: nyDay(0) });

    const columns = `id, kind::text AS kind, "termsVersionId", "sumInsured"::text AS "sumInsured", deductible::text AS deductible,
      "riskInception"::text AS "riskInception", "riskExpiry"::text AS "riskExpiry"`;
    const recorded = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT ${columns} FROM "Invoice" ORDER BY id`);
    // Nine of this file's own (more when the weather data lets the endorsed-policy case run).
    expect(recorded.filter((r) => r.termsVersionId !== null).length).toBeGreaterThanOrEqual(9);
    expect(new Set(recorded.map((r) => r.kind))).toEqual(new Set(["BIND", "ENDORSEMENT", "FINAL_SALES", "CANCELLATION"]));

    const dir = readdirSync(path.join(process.cwd(), "prisma/migrations")).find((d) => d.endsWith("_invoice_terms_snapshot"))!;
    const sql = readFileSync(path.join(process.cwd(), "prisma/migrations", dir, "migration.sql"), "utf8");
    const backfill = sql
      .slice(sql.indexOf("-- Backfill"))
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join("\n")
      .split(/;\s*\n/)
      .filter((statement) => statement.trim());
    expect(backfill.length).toBe(3);

    const withTerms = recorded.filter((r) => r.termsVersionId !== null).map((r) => r.id as number);
    await db.$executeRawUnsafe(
      `UPDATE "Invoice" SET "termsVersionId" = NULL, "sumInsured" = NULL, deductible = NULL, "riskInception" = NULL, "riskExpiry" = NULL
       WHERE id = ANY($1::int[])`,
      withTerms,
    );
    for (const statement of backfill) await db.$executeRawUnsafe(statement);
    const found = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT ${columns} FROM "Invoice" ORDER BY id`);
    expect(found.filter((r) => withTerms.includes(r.id as number))).toEqual(recorded.filter((r) => withTerms.includes(r.id as number)));
  });
});

import { PassThrough, Readable } from "node:stream";
import { once } from "node:events";
import ExcelJS from "exceljs";
import { BORDEREAU_COLUMNS, TOTALLED_FIELDS, type BordereauRow, type BordereauTotals } from "@/lib/reports/bordereaux";
import type { Actor } from "@/server/auth/actor";
import { bordereauRequest } from "./list-bordereaux";
import { transactionBatches, transactionTotals } from "./bordereau-query";

// The bordereau's exports (issue 13, D50): the whole range, every column, a header row and a totals
// row, streamed row by row. Rows are read in keyset batches (transactionBatches), written as they
// arrive, and the next batch is read only once the client has taken the previous one, so memory
// holds one batch whatever the range.

const TOTALLED = new Set<string>(TOTALLED_FIELDS);

/**
 * The batches of `source`, with the read of the next one started as soon as one is handed out, so
 * that the database reads while the previous batch is written (at most two batches in memory).
 */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = source.next();
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    await source.return(undefined);
  }
}

function fileName(range: { from: string; until: string }, ext: string) {
  return `bordereaux_${range.from}_${range.until}.${ext}`;
}

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvLine(values: (string | null)[]): string {
  return values.map((v) => csvField(v ?? "")).join(",") + "\r\n";
}

function csvRow(row: BordereauRow): string {
  return csvLine(BORDEREAU_COLUMNS.map((c) => {
    const v = c.value(row);
    return v === null ? "" : c.kind === "text" ? safeText(v) : v;
  }));
}

function totalsLabel(totals: BordereauTotals) {
  return `Totals (${totals.transactions} ${totals.transactions === 1 ? "transaction" : "transactions"})`;
}

function csvTotals(totals: BordereauTotals): string {
  return csvLine(BORDEREAU_COLUMNS.map((c, i) => (i === 0 ? totalsLabel(totals) : TOTALLED.has(c.key) ? totals[c.key as keyof typeof totals].toString() : "")));
}

/** GET /api/report/bordereaux.csv: RFC 4180 CSV in UTF-8 (with a byte-order mark for spreadsheets). */
export async function exportBordereauxCsv(actor: Actor, url: string): Promise<Response> {
  const { range, where } = bordereauRequest(actor, url);
  const totals = await transactionTotals(where);
  const batches = readAhead(transactionBatches(where));
  const encoder = new TextEncoder();
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF" + csvLine(BORDEREAU_COLUMNS.map((c) => c.header))));
    },
    async pull(controller) {
      if (done) return;
      const next = await batches.next();
      if (next.done) {
        done = true;
        controller.enqueue(encoder.encode(csvTotals(totals)));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
    },
    async cancel() {
      done = true;
      await batches.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(range, "csv")}"`,
      "Cache-Control": "no-store",
    },
  });
}

const MONEY_FORMAT = "#,##0.00;-#,##0.00";
const DATE_FORMAT = "mm/dd/yyyy";
const PERCENT_FORMAT = "0.00%";

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

function cellValue(kind: string, value: string | null): string | number | Date | null {
  if (value === null || value === "") return null;
  switch (kind) {
    case "money":
      return Number(value);
    case "percent":
      // "15.00" (percent) → 0.15, shown as 15.00%.
      return Math.round(Number(value) * 100) / 10000;
    case "date":
      return asDate(value);
    default:
      return value;
  }
}

/**
 * exceljs gives every cell its own copy of its column's style and looks each one up by serialising
 * it (JSON.stringify per cell). The styles here are only a number format and a font, so their ids
 * are remembered by those two: the same output for a fraction of the work.
 */
function rememberStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as { styles: { addStyleModel: (model: unknown, type: unknown) => number } }).styles;
  const original = styles.addStyleModel.bind(styles);
  const fonts = new WeakMap<object, number>();
  const ids = new Map<string, number>();
  let fontCount = 0;
  styles.addStyleModel = (model, type) => {
    const m = model as { numFmt?: string; font?: object } | null | undefined;
    const other = m as { border?: unknown; alignment?: unknown; fill?: unknown; protection?: unknown } | null | undefined;
    if (!m || typeof m !== "object" || other!.border !== undefined || other!.alignment !== undefined || other!.fill !== undefined || other!.protection !== undefined) {
      return original(model, type);
    }
    let font = 0;
    if (m.font) {
      font = fonts.get(m.font) ?? 0;
      if (!font) fonts.set(m.font, (font = ++fontCount));
    }
    const key = `${m.numFmt ?? ""}|${font}|${String(type)}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = original(model, type)));
    return id;
  };
}

/** GET /api/report/bordereaux.xlsx: one worksheet, money as numbers with two decimals, dates as dates. */
export async function exportBordereauxXlsx(actor: Actor, url: string): Promise<Response> {
  const { range, where } = bordereauRequest(actor, url);
  const totals = await transactionTotals(where);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  rememberStyles(workbook);
  workbook.creator = "Weather Event Portal";
  workbook.created = new Date();

  const write = async () => {
    const sheet = workbook.addWorksheet("Bordereau", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = BORDEREAU_COLUMNS.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.kind === "money" ? 15 : c.kind === "date" ? 12 : c.kind === "percent" ? 12 : c.key === "perils" || c.key === "insuredAddress" ? 36 : 22,
      style: c.kind === "money" ? { numFmt: MONEY_FORMAT } : c.kind === "date" ? { numFmt: DATE_FORMAT } : c.kind === "percent" ? { numFmt: PERCENT_FORMAT } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let rowCount = 0;
    for await (const batch of readAhead(transactionBatches(where))) {
      if (out.destroyed) return;
      for (const row of batch) {
        sheet.addRow(BORDEREAU_COLUMNS.map((c) => cellValue(c.kind, c.value(row)))).commit();
      }
      rowCount += batch.length;
      // Wait for the client to take what is written before reading the next batch.
      if (out.writableNeedDrain) await once(out, "drain");
    }
    const last = rowCount + 1;
    const totalsRow = sheet.addRow(
      BORDEREAU_COLUMNS.map((c, i) => {
        if (i === 0) return totalsLabel(totals);
        if (!TOTALLED.has(c.key)) return null;
        const letter = sheet.getColumn(i + 1).letter;
        const result = Number(totals[c.key as keyof BordereauTotals]);
        // exceljs drops a cached result of 0, so a zero total is written as the number itself.
        return rowCount === 0 || result === 0 ? result : { formula: `SUM(${letter}2:${letter}${last})`, result };
      }),
    );
    totalsRow.font = { bold: true };
    totalsRow.commit();
    await sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    console.error(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${fileName(range, "xlsx")}"`,
      "Cache-Control": "no-store",
    },
  });
}

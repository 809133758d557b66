import "server-only";
import { PassThrough, Readable } from "node:stream";
import { once } from "node:events";
import Decimal from "decimal.js";
import ExcelJS from "exceljs";
import { fromZonedTime } from "date-fns-tz";
import { REPORT_TIME_ZONE, type BordereauColumnKind } from "@/lib/reports/bordereau-fields";

// The streamed exports of the bordereaux (decisions D51, D101, D114): the premium bordereau's and
// the claims bordereau's CSV and XLSX are written here from their column lists, so that both follow
// the same rules. The whole range in the order of the request (the JSON list's sort), every column,
// a header row and a totals row, streamed row by row. Rows are read in keyset batches, written as
// they arrive, and the next batch is read only once the client has taken the previous one, so
// memory holds one batch whatever the range. The totals row is the sum of the rows written, added
// up exactly as they pass.

/** A column of an export: its header, how its cells are written, and its value in a row (null: empty). */
export type ReportColumn<Row> = { key: string; header: string; kind: BordereauColumnKind; value: (row: Row) => string | null };

/** What an export writes: its columns, the money fields its totals row sums, its rows and its names. */
export type ReportExport<Row> = {
  columns: readonly ReportColumn<Row>[];
  /** Keys of `columns` (and of the rows) whose money the totals row sums. */
  totalled: readonly string[];
  /** What a row is, for the totals row's label: ["transaction", "transactions"]. */
  noun: readonly [singular: string, plural: string];
  /** The file's name before `_<from>_<until>.csv`. */
  fileStem: string;
  /** The XLSX worksheet's name. */
  sheetName: string;
  /** Text columns shown wider in the XLSX. */
  wideColumns?: readonly string[];
  range: { from: string; until: string };
  /** The rows in the request's order, batch by batch. */
  batches: AsyncGenerator<Row[]>;
};

/**
 * "-412.50" → -41250n. The money of a row is numeric(…, 2) read as text, so always two decimals;
 * anything else is refused rather than mis-scaled.
 */
export function cents(money: string): bigint {
  if (money.charCodeAt(money.length - 3) !== 46 /* . */) throw new Error(`Not a money amount with two decimals: ${money}`);
  return BigInt(money.slice(0, -3) + money.slice(-2));
}

const moneyText = (c: bigint) => {
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

/** The number of rows and the money totals of the rows it is given, exact (integer cents, no decimal objects). */
function runningTotals<Row>(fields: readonly string[]) {
  const sums = fields.map(() => 0n);
  let count = 0;
  return {
    add(rows: Row[]) {
      for (const row of rows) {
        const values = row as Record<string, unknown>;
        for (let k = 0; k < fields.length; k++) sums[k] += cents(values[fields[k]] as string);
      }
      count += rows.length;
    },
    get(): { count: number; sums: Record<string, string> } {
      return { count, sums: Object.fromEntries(fields.map((field, k) => [field, moneyText(sums[k])])) };
    },
  };
}

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

function fileName(spec: { fileStem: string; range: { from: string; until: string } }, ext: string) {
  return `${spec.fileStem}_${spec.range.from}_${spec.range.until}.${ext}`;
}

function totalsLabel(noun: readonly [string, string], count: number) {
  return `Totals (${count} ${count === 1 ? noun[0] : noun[1]})`;
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

/** RFC 4180 CSV in UTF-8 (with a byte-order mark for spreadsheets), a header row, the rows and a totals row. */
export function exportCsv<Row>(spec: ReportExport<Row>): Response {
  const { columns } = spec;
  const totalled = new Set(spec.totalled);
  const totals = runningTotals<Row>(spec.totalled);
  const batches = readAhead(spec.batches);
  const encoder = new TextEncoder();
  const csvRow = (row: Row) =>
    csvLine(
      columns.map((c) => {
        const v = c.value(row);
        return v === null ? "" : c.kind === "text" ? safeText(v) : v;
      }),
    );
  const csvTotals = () => {
    const { count, sums } = totals.get();
    return csvLine(columns.map((c, i) => (i === 0 ? totalsLabel(spec.noun, count) : totalled.has(c.key) ? sums[c.key] : "")));
  };
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF" + csvLine(columns.map((c) => c.header))));
    },
    async pull(controller) {
      if (done) return;
      const next = await batches.next();
      if (next.done) {
        done = true;
        controller.enqueue(encoder.encode(csvTotals()));
        controller.close();
        return;
      }
      totals.add(next.value);
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
      "Content-Disposition": `attachment; filename="${fileName(spec, "csv")}"`,
      "Cache-Control": "no-store",
    },
  });
}

const MONEY_FORMAT = "#,##0.00;-#,##0.00";
const DATE_FORMAT = "mm/dd/yyyy";
const PERCENT_FORMAT = "0.00%";
/** Day 0 of spreadsheet dates (serial numbers count days from 30 December 1899). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

const fractions = new Map<string, string>();
/** A percent as a fraction ("15.00" → "0.15"), exact; the few rates there are are worked out once. */
function fraction(percent: string): string {
  let f = fractions.get(percent);
  if (f === undefined) fractions.set(percent, (f = new Decimal(percent).div(100).toString()));
  return f;
}

/** Text as XML character data: the markup characters escaped, the control characters XML cannot carry dropped. */
function xmlText(value: string): string {
  if (!/[<>&"\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(value)) return value;
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * One cell as SpreadsheetML: money as the number itself (the decimal text, no float on the way),
 * a percent as a fraction ("15.00" → 0.15, shown 15.00%), a day as its serial number, text as an
 * inline string (a spreadsheet never runs it as a formula). Empty values are no cell.
 */
function xlsxCell(ref: string, kind: BordereauColumnKind, value: string | null, style: number): string {
  if (value === null || value === "") return "";
  switch (kind) {
    case "money":
      return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
    case "percent":
      return `<c r="${ref}" s="${style}"><v>${fraction(value)}</v></c>`;
    case "date":
      return `<c r="${ref}" s="${style}"><v>${(Date.parse(`${value}T00:00:00Z`) - SERIAL_EPOCH) / 86_400_000}</v></c>`;
    default:
      return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ""}><is><t${/^\s|\s$/.test(value) ? ' xml:space="preserve"' : ""}>${xmlText(value)}</t></is></c>`;
  }
}

type XlsxStyles = { readonly addStyleModel: (model: object, type: number) => number };

/**
 * UTF-8 bytes appended piece by piece into one buffer that grows as needed: a batch of rows
 * becomes one buffer without building (and then flattening and encoding) one long string.
 */
class Utf8Builder {
  private buf: Buffer;
  private at = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  add(text: string) {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    if (this.at + text.length * 3 > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + text.length * 3));
      this.buf.copy(bigger, 0, 0, this.at);
      this.buf = bigger;
    }
    this.at += this.buf.write(text, this.at, "utf8");
  }
  bytes(): Buffer {
    return this.buf.subarray(0, this.at);
  }
}

type ZipArchive = { append(source: unknown, data: { name: string; date?: Date }): unknown };

/**
 * exceljs's streaming workbook with every date in the file fixed: the properties' created and
 * modified dates are `created`, and so is the time of each zip entry (archiver dates an entry at
 * the moment it is added otherwise), so that the same rows make the same bytes. exceljs adds its
 * first entries from its constructor, starting with the theme: the zip is made, and `created` set,
 * by then.
 */
class DatedWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  constructor(options: Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions> & { created: Date }) {
    super({ ...options, modified: options.created } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  }
  addThemes() {
    const zip = (this as unknown as { zip: ZipArchive }).zip;
    const append = zip.append.bind(zip);
    zip.append = (source, data) => append(source, { ...data, date: this.created });
    return super.addThemes();
  }
}

/**
 * One worksheet, money as numbers with two decimals, dates as dates, percents as percentages.
 *
 * exceljs's streaming WorkbookWriter makes the workbook (parts, styles, the frozen bold header, the
 * zip). The data rows and the totals row are written as SpreadsheetML into the worksheet's own XML
 * stream (`sheet.stream`, where exceljs writes the rows it commits): exceljs's cell objects cost
 * some 40 µs a row, which alone took 100,000 rows past the 5-second goal (docs/operations.md).
 */
export function exportXlsx<Row>(spec: ReportExport<Row>): Response {
  const totalled = new Set(spec.totalled);
  const wide = new Set(spec.wideColumns ?? []);
  const running = runningTotals<Row>(spec.totalled);
  const out = new PassThrough();
  // The same range gives the same file (D101): the workbook is dated at the range's first moment
  // (New York), not at the time of the export.
  const workbook = new DatedWorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    created: fromZonedTime(`${spec.range.from}T00:00:00`, REPORT_TIME_ZONE),
  });
  workbook.creator = "Weather Event Portal";

  const write = async () => {
    const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.kind === "money" ? 15 : c.kind === "date" || c.kind === "percent" ? 12 : wide.has(c.key) ? 36 : 22,
    }));
    sheet.getRow(1).font = { bold: true };
    // Writes the columns, opens the sheet data and writes the header row.
    sheet.getRow(1).commit();

    const styles = (workbook as unknown as { styles: XlsxStyles }).styles;
    const bold = { bold: true };
    const styleOf = (kind: BordereauColumnKind, font?: object) =>
      kind === "money"
        ? styles.addStyleModel({ numFmt: MONEY_FORMAT, font }, ExcelJS.ValueType.Number)
        : kind === "date"
          ? styles.addStyleModel({ numFmt: DATE_FORMAT, font }, ExcelJS.ValueType.Date)
          : kind === "percent"
            ? styles.addStyleModel({ numFmt: PERCENT_FORMAT, font }, ExcelJS.ValueType.Number)
            : font
              ? styles.addStyleModel({ font }, ExcelJS.ValueType.String)
              : 0;
    const columns = spec.columns.map((c, i) => ({
      ...c,
      letter: sheet.getColumn(i + 1).letter,
      style: styleOf(c.kind),
      totalStyle: styleOf(c.kind, bold),
    }));

    /** The worksheet's XML (exceljs's WorksheetWriter.stream, not in its typings). */
    const sheetXml = (sheet as unknown as { stream: { write(data: string | Buffer): void } }).stream;
    let rowNumber = 1;
    for await (const batch of readAhead(spec.batches)) {
      if (out.destroyed) return;
      running.add(batch);
      const xml = new Utf8Builder(batch.length * 2048);
      for (const row of batch) {
        rowNumber++;
        xml.add(`<row r="${rowNumber}">`);
        for (const c of columns) xml.add(xlsxCell(`${c.letter}${rowNumber}`, c.kind, c.value(row), c.style));
        xml.add("</row>");
      }
      sheetXml.write(xml.bytes());
      // Wait for the client to take what is written before reading the next batch.
      if (out.writableNeedDrain) await once(out, "drain");
    }

    // The totals row: SUM formulas over the rows, carrying their value (the rows' exact sum).
    const { count, sums } = running.get();
    const last = rowNumber;
    const n = last + 1;
    let xml = `<row r="${n}">`;
    columns.forEach((c, i) => {
      const ref = `${c.letter}${n}`;
      if (i === 0) xml += xlsxCell(ref, "text", totalsLabel(spec.noun, count), c.totalStyle);
      else if (totalled.has(c.key)) {
        const value = sums[c.key];
        // exceljs reads a formula's cached 0 as no result, so a zero total is the number alone.
        const formula = last > 1 && cents(value) !== 0n ? `<f>SUM(${c.letter}2:${c.letter}${last})</f>` : "";
        xml += `<c r="${ref}" s="${c.totalStyle}">${formula}<v>${value}</v></c>`;
      }
    });
    sheetXml.write(`${xml}</row>`);
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
      "Content-Disposition": `attachment; filename="${fileName(spec, "xlsx")}"`,
      "Cache-Control": "no-store",
    },
  });
}

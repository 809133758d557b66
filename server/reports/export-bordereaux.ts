import "server-only";
import { BORDEREAU_COLUMNS, TOTALLED_FIELDS, type BordereauRow } from "@/lib/reports/bordereaux";
import type { Actor } from "@/server/auth/actor";
import { bordereauRequest } from "./list-bordereaux";
import { transactionBatches } from "./bordereau-query";
import { exportCsv, exportXlsx, type ReportExport } from "./report-export";

// The premium bordereau's exports (issue 13, D51): the rows of the JSON list's query, in its order,
// written by the exports shared with the claims bordereau (report-export.ts).

function bordereauExport(actor: Actor, url: string): ReportExport<BordereauRow> {
  const { range, where, order } = bordereauRequest(actor, url);
  return {
    columns: BORDEREAU_COLUMNS,
    totalled: TOTALLED_FIELDS,
    noun: ["transaction", "transactions"],
    fileStem: "bordereaux",
    sheetName: "Bordereau",
    wideColumns: ["perils", "insuredAddress"],
    range,
    batches: transactionBatches(where, order),
  };
}

/** GET /api/report/bordereaux.csv: RFC 4180 CSV in UTF-8 (with a byte-order mark for spreadsheets). */
export async function exportBordereauxCsv(actor: Actor, url: string): Promise<Response> {
  return exportCsv(bordereauExport(actor, url));
}

/** GET /api/report/bordereaux.xlsx: one worksheet `Bordereau`, money as numbers with two decimals, dates as dates. */
export async function exportBordereauxXlsx(actor: Actor, url: string): Promise<Response> {
  return exportXlsx(bordereauExport(actor, url));
}

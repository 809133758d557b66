import "server-only";
import { CLAIMS_BORDEREAU_COLUMNS, CLAIMS_TOTALLED_FIELDS, type ClaimsBordereauRow } from "@/lib/reports/claims-bordereau";
import type { Actor } from "@/server/auth/actor";
import { claimBatches } from "./claims-bordereau-query";
import { claimsBordereauRequest } from "./list-claims-bordereau";
import { exportCsv, exportXlsx, type ReportExport } from "./report-export";

// The claims bordereau's exports (D114): the rows of the JSON list's query, in its order, written
// as the premium bordereau's are (report-export.ts, D51): a header row, every claim, a totals row.

function claimsBordereauExport(actor: Actor, url: string): ReportExport<ClaimsBordereauRow> {
  const { range, where, order } = claimsBordereauRequest(actor, url);
  return {
    columns: CLAIMS_BORDEREAU_COLUMNS,
    totalled: CLAIMS_TOTALLED_FIELDS,
    noun: ["claim", "claims"],
    fileStem: "claims-bordereaux",
    sheetName: "Claims bordereau",
    wideColumns: ["perils"],
    range,
    batches: claimBatches(range, where, order),
  };
}

/** GET /api/report/claims-bordereaux.csv: RFC 4180 CSV in UTF-8 (with a byte-order mark for spreadsheets). */
export async function exportClaimsBordereauCsv(actor: Actor, url: string): Promise<Response> {
  return exportCsv(claimsBordereauExport(actor, url));
}

/** GET /api/report/claims-bordereaux.xlsx: one worksheet `Claims bordereau`, money as numbers with two decimals, dates as dates. */
export async function exportClaimsBordereauXlsx(actor: Actor, url: string): Promise<Response> {
  return exportXlsx(claimsBordereauExport(actor, url));
}

import "server-only";
import { AppError, validationFailure, type ValidationDetail } from "@/lib/api/errors";
import { malformedText } from "@/lib/api/text";
import { weatherObservationsSchema } from "@/lib/claims/claim-schemas";
import type { Actor } from "@/server/auth/actor";
import type { Upload } from "@/server/http/read-upload";
import { DAILY_HEADER, DailyCsvError, dailyCsvLines } from "./parse-daily-csv";
import { assertMayPostObservations, saveStationObservations, type ObservationsSaved } from "./post-station-observations";

/** A CSV of a few centuries of days stays far below this. */
export const OBSERVATIONS_CSV_MAX_BYTES = 10 * 1024 * 1024;

const emptyFile = (message: string) => new AppError("EMPTY_FILE", message, { details: [{ path: "file", message }] });

/** A number cell as the JSON call would carry it: missing is null, a number is a number, anything else stays text (and is refused). */
const numberCell = (cell: string) => (cell === "" ? null : Number.isFinite(Number(cell)) ? Number(cell) : cell);
const thunderCell = (cell: string) => (cell === "" ? null : cell === "1" ? 1 : cell === "0" ? 0 : cell);

/**
 * POST /api/weather/observations/upload (admins): multipart `stationId` and a CSV `file` in the
 * daily files' format. Each line is checked as the JSON call checks a day; a bad line is 400 at
 * `file` naming its line number, and nothing is written unless every line is valid.
 */
export async function uploadStationObservations(actor: Actor, upload: Upload): Promise<ObservationsSaved> {
  assertMayPostObservations(actor);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(upload.bytes);
  } catch {
    throw validationFailure([{ path: "file", message: "File is invalid" }]);
  }
  text = text.replace(/^\uFEFF/, "");
  if (malformedText(text)) throw validationFailure([{ path: "file", message: "File is invalid" }]);
  if (text.trim() === "") throw emptyFile("The file is empty");

  let lines: ReturnType<typeof dailyCsvLines>;
  try {
    lines = dailyCsvLines(text);
  } catch (error) {
    if (!(error instanceof DailyCsvError)) throw error;
    throw validationFailure([{ path: "file", message: `Line ${error.line}: the first line must be exactly ${DAILY_HEADER}` }]);
  }
  if (lines.length === 0) throw emptyFile("The file has no days: add one line per day below the header");

  const observations = lines.map(({ cells }) => ({
    date: cells.date,
    prcp_mm: numberCell(cells.prcp_mm),
    snow_mm: numberCell(cells.snow_mm),
    tmax_c: numberCell(cells.tmax_c),
    tmin_c: numberCell(cells.tmin_c),
    awnd_ms: numberCell(cells.awnd_ms),
    wsf2_ms: numberCell(cells.wsf2_ms),
    wt03: thunderCell(cells.wt03),
  }));
  const parsed = weatherObservationsSchema.safeParse({ stationId: upload.fields.stationId ?? "", observations });
  if (!parsed.success) {
    const details: ValidationDetail[] = parsed.error.issues.map((issue) => {
      const [top, index, field] = issue.path;
      if (top !== "observations") return { path: issue.path.map(String).join(".") || "(root)", message: issue.message };
      if (typeof index !== "number") return { path: "file", message: issue.message };
      const where = `Line ${lines[index].line}`;
      const named = field === undefined || issue.message.startsWith(String(field));
      return { path: "file", message: named ? `${where}: ${issue.message}` : `${where}, ${String(field)}: ${issue.message}` };
    });
    throw validationFailure(details.slice(0, 50));
  }
  return saveStationObservations(actor, parsed.data, { source: "csv", fileName: upload.fileName });
}

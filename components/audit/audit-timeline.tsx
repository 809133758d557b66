import { History } from "lucide";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { decimalString, formatMoney, formatPercent } from "@/lib/format/money";
import { formatStationName } from "@/lib/format/station-name";
import type { AuditEventDto } from "@/lib/audit/audit-event-dto";
import { auditActionLabel, humanize } from "./audit-labels";

/** One event as GET /api/audit-event and the history calls answer it. */
export type AuditTimelineEvent = AuditEventDto;

/** How a field of the audited record is named and shown (plain data, so server components can pass it). */
export type AuditFieldDescription = {
  label: string;
  /** money: US dollars (`whole` without cents); fraction: a fraction shown as percent; date: a calendar date; moment: a timestamp in the user's zone; station: a weather station's name. */
  kind?: "text" | "money" | "fraction" | "date" | "moment" | "station";
  whole?: boolean;
  /** Decimals of a fraction shown as percent (default 2 to 4). */
  decimals?: number;
  /** Readable names of coded values, e.g. statuses ("NTU" → "Not taken up"). */
  values?: Readonly<Record<string, string>>;
};

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatValue(value: unknown, description: AuditFieldDescription | undefined, formats: Formats): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (description?.kind === "date" && typeof value === "string") return formatCalendarDate(value, formats);
  if (description?.kind === "station" && typeof value === "string") return formatStationName(value);
  if (description?.kind === "moment" && typeof value === "string" && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value, formats);
  // No raw ISO text: a timestamp reads in the user's zone and formats, a calendar day in the date format.
  if (typeof value === "string" && MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, formats);
  if (typeof value === "string" && CALENDAR_DAY.test(value)) return formatCalendarDate(value, formats);
  // Lists and small records of plain values read as text; anything deeper stays JSON.
  const plain = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
  if (Array.isArray(value) && value.every(plain)) return value.map((v) => formatValue(v, description, formats)).join("; ");
  if (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(plain)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanize(k)}: ${formatValue(v, description, formats)}`)
      .join("; ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string" && description?.values?.[value]) return description.values[value];
  const number = typeof value === "number" || typeof value === "string" ? decimalString(value) : null;
  if (description?.kind === "money" && number) return formatMoney(number, { cents: !description.whole });
  if (description?.kind === "fraction" && number) return formatPercent(number, { decimals: description.decimals });
  return String(value);
}

/** The changed fields, in the order of `fields` (then the others by name). */
function changes(before: unknown, after: unknown, fields: Record<string, AuditFieldDescription>, formats: Formats) {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const order = Object.keys(fields);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .sort((x, y) => rank(x) - rank(y) || x.localeCompare(y))
    .map((field) => ({
      field,
      label: fields[field]?.label ?? humanize(field),
      from: formatValue(b[field], fields[field], formats),
      to: formatValue(a[field], fields[field], formats),
    }))
    .filter((c) => c.from !== c.to);
}

const isRecord = (v: unknown) => Boolean(v) && typeof v === "object";

/** Who changed what and when, with before and after values (server component; text only, never HTML). */
export function AuditTimeline({
  events,
  formats,
  title = "History",
  fields,
  bare = false,
}: {
  events: AuditTimelineEvent[];
  formats: { timeZone?: string; dateFormat?: string; timeFormat?: string };
  title?: string;
  /** Labels and formats of the record's fields; unknown fields show their name in words. */
  fields?: Record<string, AuditFieldDescription>;
  /** Without the card and its heading, e.g. inside a dialog. */
  bare?: boolean;
}) {
  const list =
    events.length === 0 ? (
      <EmptyState icon={History} />
    ) : (
      <ol className="space-y-4" aria-label={title}>
        {events.map((event) => {
          const diff = changes(event.before, event.after, fields ?? {}, formats);
          // A created record has only "after" values, a removed one only "before" values.
          const [hasBefore, hasAfter] = [isRecord(event.before), isRecord(event.after)];
          return (
            <li key={event.id} className="border-l-2 border-slate-200 pl-3" data-testid="audit-event">
              <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium">{auditActionLabel(event.action)}</span>{" "}
                <span className="text-slate-600">by {event.actor?.name ?? "the system"}</span>{" "}
                <time className="text-slate-500" dateTime={event.createdAt}>
                  {formatDateTime(event.createdAt, formats)}
                </time>
              </div>
              {diff.length > 0 && (
                <table className="mt-1 text-xs text-slate-700">
                  <tbody>
                    {diff.map((c) => (
                      <tr key={c.field}>
                        <th scope="row" className="pr-3 text-left align-top font-medium">
                          {c.label}
                        </th>
                        {hasBefore ? <td className={hasAfter ? "align-top text-slate-500 line-through" : "align-top"}>{c.from}</td> : null}
                        {hasBefore && hasAfter ? (
                          <td className="px-1.5 align-top text-slate-400">
                            <span aria-hidden="true">→</span>
                            <span className="sr-only">changed to</span>
                          </td>
                        ) : null}
                        {hasAfter ? <td className="align-top">{c.to}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ol>
    );
  if (bare) return list;
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>{list}</CardBody>
    </Card>
  );
}

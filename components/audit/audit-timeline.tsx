import { History } from "lucide-react";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/lib/format/date-time";

export type AuditTimelineEvent = {
  id: string;
  action: string;
  actor: { id: number; name: string } | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** How a field of the audited record is named and shown (plain data, so server components can pass it). */
export type AuditFieldDescription = {
  label: string;
  /** money: US dollars (`whole` without cents); fraction: a fraction shown as percent. */
  kind?: "text" | "money" | "fraction";
  whole?: boolean;
  /** Decimals of a fraction shown as percent (default 2 to 4). */
  decimals?: number;
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function formatValue(value: unknown, description: AuditFieldDescription | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  const n = Number(value);
  if (description?.kind === "money" && Number.isFinite(n)) return (description.whole ? usdWhole : usd).format(n);
  if (description?.kind === "fraction" && Number.isFinite(n)) {
    const digits = description.decimals;
    const percent = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits ?? 2, maximumFractionDigits: digits ?? 4 });
    return `${percent.format(n * 100)}%`;
  }
  return String(value);
}

function changes(before: unknown, after: unknown, fields: Record<string, AuditFieldDescription> = {}) {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .map((field) => ({ field, label: fields[field]?.label ?? field, from: formatValue(b[field], fields[field]), to: formatValue(a[field], fields[field]) }))
    .filter((c) => c.from !== c.to);
}

/** Who changed what and when, with before and after values (server component; text only, never HTML). */
export function AuditTimeline({
  events,
  formats,
  title = "History",
  fields,
  actions,
  bare = false,
}: {
  events: AuditTimelineEvent[];
  formats: { timeZone?: string; dateFormat?: string; timeFormat?: string };
  title?: string;
  /** Labels and formats of the record's fields; unknown fields show by name. */
  fields?: Record<string, AuditFieldDescription>;
  /** Readable names of actions ("stateFee.update" → "Changed"); unknown actions show as written. */
  actions?: Record<string, string>;
  /** Without the card and its heading, e.g. inside a dialog. */
  bare?: boolean;
}) {
  const list =
    events.length === 0 ? (
      <EmptyState icon={History} />
    ) : (
      <ol className="space-y-4" aria-label={title}>
        {events.map((event) => {
          const diff = changes(event.before, event.after, fields);
          return (
            <li key={event.id} className="border-l-2 border-slate-200 pl-3" data-testid="audit-event">
              <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium">{actions?.[event.action] ?? event.action}</span>{" "}
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
                        <td className="pr-2 align-top text-slate-500 line-through">{c.from}</td>
                        <td className="align-top">{c.to}</td>
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

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

function changes(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const show = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => show(b[k]) !== show(a[k]))
    .map((field) => ({ field, from: show(b[field]), to: show(a[field]) }));
}

/** Who changed what and when, with before and after values (server component; text only, never HTML). */
export function AuditTimeline({
  events,
  formats,
  title = "History",
}: {
  events: AuditTimelineEvent[];
  formats: { timeZone?: string; dateFormat?: string; timeFormat?: string };
  title?: string;
}) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        {events.length === 0 ? (
          <EmptyState icon={History} />
        ) : (
          <ol className="space-y-4" aria-label={title}>
            {events.map((event) => {
              const diff = changes(event.before, event.after);
              return (
                <li key={event.id} className="border-l-2 border-slate-200 pl-3" data-testid="audit-event">
                  <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-medium">{event.action}</span>
                    <span className="text-slate-600">by {event.actor?.name ?? "the system"}</span>
                    <time className="text-slate-500" dateTime={event.createdAt}>
                      {formatDateTime(event.createdAt, formats)}
                    </time>
                  </div>
                  {diff.length > 0 && (
                    <table className="mt-1 text-xs text-slate-700">
                      <tbody>
                        {diff.map((c) => (
                          <tr key={c.field}>
                            <th scope="row" className="pr-3 text-left font-medium">
                              {c.field}
                            </th>
                            <td className="pr-2 text-slate-500 line-through">{c.from}</td>
                            <td>{c.to}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

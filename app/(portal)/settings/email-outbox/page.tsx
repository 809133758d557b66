import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { Pagination } from "@/components/data-table/pagination";
import { FormattedDateTime } from "@/components/format/formatted-date-time";
import { cn } from "@/components/ui/cn";
import { listQueryString } from "@/lib/api/list-query";
import { pageAccess } from "@/server/auth/page-guard";
import { EMAIL_STATUSES } from "@/lib/settings/email-outbox-dto";
import { listOutbox } from "@/server/email/list-outbox";

export const metadata = { title: "Email outbox" };

const TONE = { PENDING: "waiting", SENT: "live", FAILED: "danger", STORED: "neutral" } as const;

export default async function EmailOutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { actor, allowed } = await pageAccess("read", "EmailOutbox");
  if (!allowed) return <Forbidden />;
  const params = await searchParams;
  const status = EMAIL_STATUSES.find((s) => s === params.status);
  const query = listQueryString({
    filter: status ? { status: { eq: status } } : {},
    page: { index: Number(params["p[index]"] ?? 1) || 1, size: Number(params["p[size]"] ?? 10) || 10 },
  });
  const { items, pagination } = await listOutbox(actor, `/api/email-outbox?${query}`);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Email outbox"
        description="Every email the portal writes. Without an SMTP server they are kept here (Stored); with one they are sent and retried."
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
        {[undefined, ...EMAIL_STATUSES].map((s) => (
          <Link
            key={s ?? "all"}
            href={s ? `/settings/email-outbox?status=${s}` : "/settings/email-outbox"}
            aria-current={s === status ? "true" : undefined}
            className={cn(
              "rounded-full border border-slate-200 bg-white px-3 py-1 text-sm hover:bg-slate-50",
              s === status && "border-accent-500 bg-accent-50 text-accent-700",
            )}
          >
            {s ? s.charAt(0) + s.slice(1).toLowerCase() : "All"}
          </Link>
        ))}
      </div>
      <Card>
        {items.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((m) => (
              <li key={m.id} className="px-4 py-3">
                <details>
                  <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 text-sm">
                    <Badge tone={TONE[m.status]}>{m.status.charAt(0) + m.status.slice(1).toLowerCase()}</Badge>
                    <span className="font-medium">{m.subject}</span>
                    <span className="text-slate-600">to {m.to.join(", ")}</span>
                    <span className="ml-auto text-slate-500">
                      <FormattedDateTime
                        value={new Date(m.createdAt)}
                        timeZone={actor.timeZone}
                        dateFormat={actor.dateFormat}
                        timeFormat={actor.timeFormat}
                      />
                    </span>
                  </summary>
                  <div className="mt-3 space-y-2">
                    {m.lastError && (
                      <p className="text-sm text-red-700">
                        Last error (attempt {m.attempts}): {m.lastError}
                      </p>
                    )}
                    <iframe
                      title={`Email ${m.id}`}
                      sandbox=""
                      srcDoc={m.html}
                      className="h-96 w-full rounded-md border border-slate-200 bg-white"
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          basePath="/settings/email-outbox"
          params={{ status }}
          index={pagination.index}
          size={pagination.size}
          itemsCount={pagination.itemsCount}
        />
      </Card>
    </div>
  );
}

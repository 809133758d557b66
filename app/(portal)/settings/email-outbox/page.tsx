import Link from "next/link";
import { Search } from "lucide";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { Pagination } from "@/components/data-table/pagination";
import { FormattedDateTime } from "@/components/format/formatted-date-time";
import { cn } from "@/components/ui/cn";
import { listQueryString, type Filter } from "@/lib/api/list-query";
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
  // The search box: a part of a recipient's address or of the subject, as the data tables' `q`.
  const search = (params.q ?? "").trim().slice(0, 200);
  const filter: Filter = {};
  if (status) filter.status = { eq: status };
  if (search) filter.or = [{ to: { like: search } }, { subject: { like: search } }];
  const query = listQueryString({
    filter,
    page: { index: Number(params["p[index]"] ?? 1) || 1, size: Number(params["p[size]"] ?? 10) || 10 },
  });
  const { items, pagination } = await listOutbox(actor, `/api/email-outbox?${query}`);
  /** The page with a status filter (or none), keeping the search unless `keepSearch` is false. */
  const statusHref = (s: string | undefined, keepSearch = true) => {
    const next = new URLSearchParams();
    if (s) next.set("status", s);
    if (search && keepSearch) next.set("q", search);
    return next.size > 0 ? `/settings/email-outbox?${next}` : "/settings/email-outbox";
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Email outbox"
        description="Every email the portal writes. Without an SMTP server they are kept here (Stored); with one they are sent and retried."
      />
      <form method="get" action="/settings/email-outbox" role="search" className="flex flex-wrap items-end gap-2">
        {status && <input type="hidden" name="status" value={status} />}
        <div className="grid w-full gap-1 sm:w-80">
          <Label htmlFor="outbox-search">Search</Label>
          <div className="relative">
            <Icon
              node={Search}
              aria-hidden
              className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="outbox-search"
              name="q"
              type="search"
              defaultValue={search}
              placeholder="Recipient or subject"
              autoComplete="off"
              maxLength={200}
              className="pl-8"
            />
          </div>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {search && (
          <Link href={statusHref(status, false)} className="px-2 py-2 text-sm font-medium text-accent-700 hover:underline">
            Clear search
          </Link>
        )}
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
        {[undefined, ...EMAIL_STATUSES].map((s) => (
          <Link
            key={s ?? "all"}
            href={statusHref(s)}
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
          search ? (
            <EmptyState title={`No email matches “${search}”`} description="Search looks in the recipients' addresses and the subjects." />
          ) : (
            <EmptyState />
          )
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
          params={{ status, q: search || undefined }}
          index={pagination.index}
          size={pagination.size}
          itemsCount={pagination.itemsCount}
        />
      </Card>
    </div>
  );
}

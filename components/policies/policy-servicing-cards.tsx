import type { ReactNode } from "react";
import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { DetailList, orDash } from "@/components/ui/detail-list";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import type { PolicyCancellationDto, PolicyDetailsDto, PolicyFinalSalesDto } from "@/lib/policies/policy-dto";
import { premiumChangeParts } from "./premium-change";

// The cards of what happened to a policy after bind (issue 11): its endorsements, its
// cancellation (an open request, or the cancellation in force, and earlier rejected requests),
// and a promotion's final sales. Money right-aligned, days and moments in the user's formats.

const th = cn(cardTableHead, "whitespace-normal align-bottom");
const td = cn(cardTableCell, "align-top");
const money = (value: string | null | undefined) => <span className="tabular-nums">{formatMoney(value)}</span>;

function byWhom(at: string | null, who: { name: string } | null, formats: Formats): ReactNode {
  if (!at) return orDash(null);
  return (
    <span>
      {formatDateTime(at, formats)}
      {who && <span className="block font-normal text-slate-500">by {who.name}</span>}
    </span>
  );
}

export function PolicyEndorsementsCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const endorsements = policy.endorsements;
  return (
    <Card data-testid="policy-endorsements">
      <CardHeader title="Endorsements" description="Numbered changes to the policy: wording, cover, and the cancellation endorsement." />
      {endorsements.length === 0 ? (
        <CardBody className="text-slate-500">No endorsements yet.</CardBody>
      ) : (
        <div className={cardTableScroll}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Endorsements">
            <thead>
              <tr>
                <th scope="col" className={cn(th, "w-12 text-left")}>
                  No.
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Title
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Effective
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  Premium change
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  Document
                </th>
              </tr>
            </thead>
            <tbody>
              {endorsements.map((e) => {
                const change = premiumChangeParts(e.premiumChange);
                return (
                  <tr key={e.id} data-testid="endorsement" data-number={e.endorsementNumber}>
                    <td className={cn(td, "tabular-nums font-medium text-slate-900")}>{e.endorsementNumber}</td>
                    <td className={cn(td, "break-words")}>
                      <span className="font-medium text-slate-900">{e.title}</span>
                      {e.kind === "CANCELLATION" && (
                        <Badge tone="closed" className="ml-2">
                          Cancellation
                        </Badge>
                      )}
                      <span className="block text-xs text-slate-500">
                        {[
                          e.changes.length > 0
                            ? e.changes.map((c) => c.label).join(", ")
                            : e.kind === "CANCELLATION"
                              ? null
                              : "Wording only",
                          e.createdBy ? `by ${e.createdBy.name}` : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </td>
                    <td className={cn(td, "whitespace-nowrap")}>{formatCalendarDate(e.effectiveDate, formats)}</td>
                    <td className={cn(td, "text-right")} data-testid="endorsement-premium-change">
                      {change.amount === null ? (
                        <span className="text-slate-500">None</span>
                      ) : (
                        <>
                          <span className="whitespace-nowrap font-medium tabular-nums text-slate-900">
                            {change.tone === "return" ? `−${change.amount}` : `+${change.amount}`}
                          </span>
                          <span className="block text-xs text-slate-500">{change.label}</span>
                        </>
                      )}
                    </td>
                    <td className={cn(td, "text-right whitespace-nowrap")}>
                      <a
                        href={e.href}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-accent-700 hover:underline"
                        aria-label={`Endorsement ${e.endorsementNumber} PDF`}
                      >
                        <Icon node={FileText} aria-hidden className="size-4" />
                        PDF
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

const CANCELLATION_STATUS: Record<PolicyCancellationDto["status"], { label: string; tone: "waiting" | "closed" | "neutral" | "danger" }> = {
  REQUESTED: { label: "Requested", tone: "waiting" },
  APPROVED: { label: "Approved", tone: "closed" },
  REJECTED: { label: "Rejected", tone: "neutral" },
  CANCELLED: { label: "Cancelled", tone: "closed" },
};

/** The open cancellation request, or the cancellation in force; earlier requests below. */
export function PolicyCancellationCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const all = policy.cancellations;
  if (all.length === 0) return null;
  const current = [...all].reverse().find((c) => c.status !== "REJECTED") ?? null;
  const earlier = all.filter((c) => c !== current).reverse();
  const endorsement = current?.endorsementId ? policy.endorsements.find((e) => e.id === current.endorsementId) : undefined;

  let title = "Cancellation requests";
  let items: [string, ReactNode][] = [];
  if (current?.status === "REQUESTED") {
    title = "Cancellation requested";
    items = [
      [
        "Reason",
        <span key="r" className="whitespace-pre-line">
          {current.reason}
        </span>,
      ],
      ["Cancellation date", formatCalendarDate(current.cancellationDate, formats)],
      ["Requested", byWhom(current.requestedAt, current.requestedBy, formats)],
      [
        "Status",
        <Badge key="s" tone="waiting" dot>
          Waiting for an underwriter
        </Badge>,
      ],
    ];
  } else if (current) {
    title = "Cancellation";
    items = [
      [
        "Reason",
        <span key="r" className="whitespace-pre-line">
          {current.reason}
        </span>,
      ],
      ["Cancellation date", formatCalendarDate(current.cancellationDate, formats)],
      [
        "Return premium",
        <span key="p" data-testid="return-premium">
          {money(current.returnPremium ?? "0.00")}
        </span>,
      ],
      [current.status === "APPROVED" ? "Approved" : "Cancelled", byWhom(current.decidedAt, current.decidedBy, formats)],
    ];
    if (current.status === "APPROVED") items.splice(3, 0, ["Requested", byWhom(current.requestedAt, current.requestedBy, formats)]);
    if (endorsement) {
      items.push([
        "Cancellation endorsement",
        <a key="e" href={endorsement.href} target="_blank" rel="noreferrer" className="text-accent-700 hover:underline">
          Endorsement {endorsement.endorsementNumber}
        </a>,
      ]);
    }
  }

  return (
    <Card data-testid="policy-cancellation" data-status={current?.status ?? "REJECTED"}>
      <CardHeader title={title} />
      {current && (
        <CardBody>
          <DetailList items={items} className="sm:grid-cols-1" />
        </CardBody>
      )}
      {earlier.length > 0 && (
        <div className={cn(current && "border-t border-slate-200")}>
          <p className="px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {current ? "Earlier requests" : "Requests"}
          </p>
          <ul className="divide-y divide-slate-100" aria-label="Earlier cancellation requests">
            {earlier.map((c) => (
              <li key={c.id} className="px-4 py-2.5" data-testid="cancellation-request" data-status={c.status}>
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">For {formatCalendarDate(c.cancellationDate, formats)}</span>
                  <Badge tone={CANCELLATION_STATUS[c.status].tone}>{CANCELLATION_STATUS[c.status].label}</Badge>
                </p>
                <p className="text-slate-600">{c.reason}</p>
                <p className="text-xs text-slate-500">
                  Requested {formatDateTime(c.requestedAt, formats)}
                  {c.requestedBy ? ` by ${c.requestedBy.name}` : ""}
                </p>
                {c.rejectionReason && (
                  <p className="mt-1 text-slate-700" data-testid="rejection-reason">
                    <span className="text-slate-500">Rejected{c.decidedBy ? ` by ${c.decidedBy.name}` : ""}: </span>
                    {c.rejectionReason}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function FinalSalesReport({ report, formats }: { report: PolicyFinalSalesDto; formats: Formats }) {
  const reviewed = report.status === "REVIEWED";
  const items: [string, ReactNode][] = [
    [
      "Reported final sales",
      <span key="r" className="inline-flex flex-wrap items-center gap-2" data-testid="reported-amount">
        {money(report.reportedAmount)}
        {report.late && (
          <Badge tone="waiting" data-testid="late-badge">
            Late
          </Badge>
        )}
      </span>,
    ],
    ["Reported", byWhom(report.submittedAt, report.submittedBy, formats)],
  ];
  if (reviewed) {
    items.push(
      [
        "Confirmed final sales",
        <span key="c" data-testid="confirmed-amount">
          {money(report.finalSalesAmount)}
        </span>,
      ],
      [
        "Additional premium",
        <span key="a" data-testid="additional-premium">
          {money(report.additionalPremiumDue)}
        </span>,
      ],
      ["Premium after the review", money(report.premium)],
      ["Reviewed", byWhom(report.reviewedAt, report.reviewedBy, formats)],
    );
    if (report.invoice) {
      items.push([
        "Invoice",
        <a
          key="i"
          href={report.invoice.href}
          target="_blank"
          rel="noreferrer"
          className="font-mono text-xs text-accent-700 hover:underline"
        >
          {report.invoice.invoiceNumber}
        </a>,
      ]);
    }
  } else {
    items.push([
      "Status",
      <Badge key="s" tone="waiting" dot>
        Waiting for an underwriter
      </Badge>,
    ]);
  }
  return <DetailList items={items} className="sm:grid-cols-1" data-testid="final-sales-report" />;
}

/** A promotion's final sales: when they are due, what the broker reported, what the underwriter confirmed. */
export function PolicyFinalSalesCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  if (policy.item.kind !== "PROMOTION") return null;
  const p = policy.item.promotion;
  const reports = [...policy.finalSales].reverse();
  return (
    <Card data-testid="policy-final-sales">
      <CardHeader
        title="Final sales"
        description={p?.finalSalesDate ? `Due by ${formatCalendarDate(p.finalSalesDate, formats)}.` : undefined}
      />
      <CardBody className="grid gap-4">
        <DetailList
          items={[
            // Once reviewed, the aggregate limit is the confirmed final sales, no longer the deposit.
            [policy.status === "BOUND_UPDATED" ? "Aggregate limit" : "Deposit (aggregate limit)", money(policy.aggregateLimit)],
            ["Final estimated sales", money(p?.finalEstimatedSales)],
          ]}
        />
        {reports.length === 0 ? (
          <p className="text-slate-500">Not reported yet.</p>
        ) : (
          reports.map((r) => (
            <div key={r.id} className="border-t border-slate-100 pt-3">
              <FinalSalesReport report={r} formats={formats} />
            </div>
          ))
        )}
      </CardBody>
    </Card>
  );
}

import type { ReactNode } from "react";
import Link from "next/link";
import { FileText, Paperclip } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cardTableCell, cardTableScroll } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { DetailCard, DetailList, orDash } from "@/components/ui/detail-list";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { CLAIM_ORIGIN_LABELS, type ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { PERIL_LABELS } from "@/lib/rater/perils";
import { ClaimStatusBadge } from "./claim-badges";
import { LossDaysTable } from "./loss-days-table";

// The read-only cards of the claim page (docs/claims.md): what the claim is, its loss days, its
// amounts as the amount function counted them, the broker's notice, and its files.

const money = (value: string | null) => <span className="tabular-nums">{formatMoney(value)}</span>;

/** "Determination letter (PDF)", once the claim is determined or declined. */
export function ClaimLetterLink({ claim }: { claim: Pick<ClaimDetailsDto, "letterHref"> }) {
  if (!claim.letterHref) return null;
  return (
    <a
      href={claim.letterHref}
      target="_blank"
      rel="noreferrer"
      data-testid="claim-letter"
      className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
    >
      <Icon node={FileText} aria-hidden className="size-4" />
      Determination letter (PDF)
    </a>
  );
}

export function ClaimGeneralCard({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  const items: [string, ReactNode][] = [
    [
      "Claim number",
      <span key="n" className="font-mono text-xs" data-testid="claim-number">
        {claim.claimNumber}
      </span>,
    ],
    ["Status", <ClaimStatusBadge key="s" status={claim.status} />],
    [
      "Policy",
      <Link key="p" href={`/policy/${claim.policyId}`} className="text-accent-700 hover:underline" data-testid="claim-policy">
        {claim.policyNumber}
      </Link>,
    ],
    ["Insured", claim.insuredName],
    [claim.kind === "PROMOTION" ? "Promotion" : "Event", claim.itemName],
    ["Broker company", claim.brokerCompany.name],
    [
      "Opened",
      <span key="o">
        {formatDateTime(claim.createdAt, formats)}
        <span className="block font-normal text-slate-500">{CLAIM_ORIGIN_LABELS[claim.origin]}</span>
      </span>,
    ],
    ["Determined", orDash(claim.determinedAt ? formatDateTime(claim.determinedAt, formats) : null)],
  ];
  if (claim.decidedAt) items.push([claim.status === "DECLINED" ? "Declined" : "Approved", formatDateTime(claim.decidedAt, formats)]);
  if (claim.declineReason)
    items.push([
      "Reason for declining",
      <span key="r" className="whitespace-pre-line" data-testid="claim-decline-reason">
        {claim.declineReason}
      </span>,
    ]);
  if (claim.status === "PAID") {
    items.push(
      [
        "Paid",
        <span key="pa" data-testid="claim-paid-amount">
          {money(claim.paidAmount)}
        </span>,
      ],
      ["Payment date", orDash(claim.paidAt ? formatCalendarDate(claim.paidAt, formats) : null)],
      ["Payment reference", orDash(claim.paymentReference)],
    );
  }
  return <DetailCard title="Claim" testId="claim-general" items={items} />;
}

export function ClaimLossDaysCard({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  return (
    <Card data-testid="claim-loss-days">
      <CardHeader
        title="Loss days"
        description="Each day with every insured peril: the observed value beside the threshold, in the threshold's unit. A missing observation is “No data”, never “Not triggered”."
      />
      {claim.lossDays.length === 0 ? (
        <CardBody className="text-slate-500">No day determined yet.</CardBody>
      ) : (
        <div className={cardTableScroll}>
          <LossDaysTable lossDays={claim.lossDays} dayAmounts={claim.dayAmounts} formats={formats} label="Loss days" />
        </div>
      )}
    </Card>
  );
}

const row = cn(cardTableCell, "align-top");

/** The amount as lib/claims/claim-amount.ts counts it: the days, the deductible, the aggregate limit. */
export function ClaimAmountsCard({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  const paying = claim.dayAmounts.filter((d) => Number(d.amount) > 0);
  return (
    <Card data-testid="claim-amounts">
      <CardHeader title="Amount" description="Each day pays the largest limit per day among the perils that triggered." />
      {claim.amount === null ? (
        <CardBody className="text-slate-500">Not determined yet: the amount follows once the observations are in.</CardBody>
      ) : (
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Amount">
          <tbody>
            {paying.map((d) => (
              <tr key={d.date} data-testid="claim-day-amount">
                <th scope="row" className={cn(row, "text-left font-normal")}>
                  {formatCalendarDate(d.date, formats)}
                  <span className="block text-xs text-slate-500">{d.perils.map((p) => PERIL_LABELS[p]).join(", ")}</span>
                </th>
                <td className={cn(row, "text-right tabular-nums")}>{formatMoney(d.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={cn(row, "text-left font-medium text-slate-900")}>
                Gross amount
              </th>
              <td className={cn(row, "text-right font-medium tabular-nums text-slate-900")} data-testid="claim-gross">
                {formatMoney(claim.grossAmount)}
              </td>
            </tr>
            <tr>
              <th scope="row" className={cn(row, "text-left font-normal")}>
                Deductible applied
                <span className="block text-xs text-slate-500">Policy deductible {formatMoney(claim.deductible)}, once per policy</span>
              </th>
              <td className={cn(row, "text-right tabular-nums")} data-testid="claim-deductible">
                {claim.deductibleApplied !== null && Number(claim.deductibleApplied) > 0 ? "−" : ""}
                {formatMoney(claim.deductibleApplied)}
              </td>
            </tr>
            <tr>
              <th scope="row" className={cn(row, "text-left font-normal")}>
                Aggregate limit remaining
                <span className="block text-xs text-slate-500">
                  Aggregate limit {formatMoney(claim.aggregateLimit)}, less earlier claims
                </span>
              </th>
              <td className={cn(row, "text-right tabular-nums")} data-testid="claim-aggregate-remaining">
                {formatMoney(claim.aggregateRemaining)}
              </td>
            </tr>
            <tr className="bg-slate-50">
              <th scope="row" className={cn(row, "border-b-0 text-left font-semibold text-slate-900")}>
                {claim.status === "PAID" ? "Amount paid" : "Claim amount"}
              </th>
              <td
                className={cn(row, "border-b-0 text-right text-base font-semibold tabular-nums text-slate-900")}
                data-testid="claim-amount"
              >
                {formatMoney(claim.status === "PAID" ? (claim.paidAmount ?? claim.amount) : claim.amount)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function ClaimNoticeCard({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  const notice = claim.notice;
  if (!notice) return null;
  return (
    <Card data-testid="claim-notice">
      <CardHeader title="Loss notice" />
      <CardBody>
        <DetailList
          className="sm:grid-cols-1"
          items={[
            ["Loss dates", notice.dates.map((d) => formatCalendarDate(d, formats)).join(", ")],
            ["Perils", orDash(notice.perils.map((p) => PERIL_LABELS[p]).join(", "))],
            [
              "What happened",
              <span key="d" className="whitespace-pre-line font-normal">
                {notice.description}
              </span>,
            ],
          ]}
        />
      </CardBody>
    </Card>
  );
}

const FILE_KIND_LABELS: Record<ClaimDetailsDto["files"][number]["kind"], string> = {
  LOSS_NOTICE: "Loss notice attachment",
  OBSERVER_REPORT: "Observer report",
  LIGHTNING_REPORT: "Lightning report",
};

export function ClaimFilesCard({ claim, formats }: { claim: ClaimDetailsDto; formats: Formats }) {
  return (
    <Card data-testid="claim-files">
      <CardHeader title="Files" description="Loss notice attachments and the observer and lightning reports." />
      {claim.files.length === 0 ? (
        <CardBody className="text-slate-500">No files yet.</CardBody>
      ) : (
        <ul className="divide-y divide-slate-100">
          {claim.files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 px-4 py-2.5">
              <Icon node={Paperclip} aria-hidden className="size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <a href={f.href} className="break-words font-medium text-accent-700 hover:underline">
                  {f.fileName}
                </a>
                <p className="text-xs text-slate-500">
                  {FILE_KIND_LABELS[f.kind]} · {formatDateTime(f.createdAt, formats)}
                </p>
              </div>
              <span className="shrink-0 text-xs text-slate-500">Download</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

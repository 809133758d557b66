import { Fragment, type ReactNode } from "react";
import Link from "next/link";
import { ChevronRight, FileText, Paperclip, Receipt, ScrollText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { DetailCard, DetailLines, orDash } from "@/components/ui/detail-list";
import { coverageDates, insuredItems, type Formats } from "@/components/quotations/details/quotation-overview";
import { addressLines, stateName, threshold } from "@/components/quotations/details/format";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import {
  INVOICE_KIND_LABELS,
  type PolicyDetailsDto,
  type PolicyFileDto,
  type PolicyInvoiceDto,
  type PolicyStatusName,
} from "@/lib/policies/policy-dto";
import { CLAIMS_VERIFICATION_SOURCE_LABELS, PERIL_LABELS } from "@/lib/rater/perils";
import { POLICY_STATUS_LABELS, POLICY_STATUS_TONES } from "@/lib/status/status-style";
import { cardTableScroll } from "@/components/ui/card-table";
import {
  perilAmountClass as num,
  perilCellClass as td,
  perilHeadClass as th,
  PerilTermsHeader,
} from "@/components/quotations/details/peril-terms-header";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";
import { formatStationName } from "@/lib/format/station-name";

// The read-only cards of the policy details page (spec §2: general information, insured, event or
// promotion information, files), in the style of the quotation details page.

const amount = (value: string | null) => <span className="tabular-nums">{formatMoney(value)}</span>;

export function PolicyStatusBadge({ status }: { status: PolicyStatusName }) {
  return (
    <Badge tone={POLICY_STATUS_TONES[status]} dot data-testid="policy-status" data-status={status}>
      {POLICY_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PolicyGeneralCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const b = policy.binder;
  const items: [string, ReactNode][] = [
    [
      "Policy number",
      <span key="n" className="font-mono text-xs" data-testid="policy-number">
        {policy.policyNumber}
      </span>,
    ],
    ["Status", <PolicyStatusBadge key="s" status={policy.status} />],
    ["Broker company", policy.brokerCompany.name],
    [
      "Broker",
      <span key="b">
        {policy.brokerUser.name}
        <span className="block font-normal text-slate-500">{policy.brokerUser.email}</span>
      </span>,
    ],
    ["Underwriter company", orDash(policy.underwriterCompany?.name)],
    [
      "Binder",
      <span key="bd">
        <span className="font-mono text-xs">{b.uniqueMarketReference}</span>
        <span className="block font-normal text-slate-500">
          {formatCalendarDate(b.from, formats)} – {formatCalendarDate(b.until, formats)}
        </span>
      </span>,
    ],
    [
      "Bound",
      <span key="ba">
        {formatDateTime(policy.boundAt, formats)}
        {policy.boundBy && <span className="block font-normal text-slate-500">by {policy.boundBy.name}</span>}
      </span>,
    ],
    [
      "Quotation",
      <Link key="q" href={`/quotation/${policy.quotation.id}/details`} className="text-accent-700 hover:underline">
        {policy.quotation.quotationNumber} (version {policy.quotation.versionNumber})
      </Link>,
    ],
    // A cancelled policy keeps the premium it earned (decisions.md, D45); the rest went back on the credit note.
    [policy.status === "CANCELLED" ? "Earned premium" : "Premium", amount(policy.premium)],
    [policy.price.totalLabel, amount(policy.price.total)],
    ["Aggregate limit", amount(policy.aggregateLimit)],
  ];
  return <DetailCard title="General information" testId="policy-general" items={items} />;
}

export function PolicyInsuredCard({ policy }: { policy: PolicyDetailsDto }) {
  return <DetailCard title="Insured" testId="policy-insured" items={insuredItems(policy.insured)} oneColumn />;
}

export function PolicyItemCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const item = policy.item;
  const l = item.location;
  const items: [string, ReactNode][] = [
    ["Kind", item.kind === "PROMOTION" ? "Promotion" : "Event"],
    [item.kind === "PROMOTION" ? "Promotion name" : "Event name", orDash(item.name)],
  ];
  if (item.event) items.push(["Event type", orDash(item.event.type)]);
  if (item.promotion) {
    const p = item.promotion;
    items.push([
      "Promotional period",
      orDash(
        p.periodFrom && p.periodUntil
          ? `${formatCalendarDate(p.periodFrom, formats)} – ${formatCalendarDate(p.periodUntil, formats)}`
          : null,
      ),
    ]);
    items.push(["Promotion date", orDash(p.promotionDate ? formatCalendarDate(p.promotionDate, formats) : null)]);
    items.push(["Final estimated sales", amount(p.finalEstimatedSales)]);
    items.push(["Final sales due by", orDash(p.finalSalesDate ? formatCalendarDate(p.finalSalesDate, formats) : null)]);
  } else {
    items.push([
      "Dates of coverage",
      <span key="d">
        {coverageDates(item.coveredDays, formats)}
        <span className="block font-normal text-slate-500">
          {item.coveredDays.length} {item.coveredDays.length === 1 ? "day" : "days"}
        </span>
      </span>,
    ]);
    items.push([
      "Hours of coverage",
      orDash(item.event?.hoursFrom && item.event?.hoursTo ? `${item.event.hoursFrom} – ${item.event.hoursTo}` : null),
    ]);
  }
  items.push(
    ["Limit per day", amount(item.limitPerDay)],
    ["Deductible", amount(item.deductible)],
    ["Location", <DetailLines key="l" lines={[l.name ?? "", ...addressLines({ ...l, state: stateName(l.state) })].filter(Boolean)} />],
    [
      "Claims verification source",
      <span key="c">
        {CLAIMS_VERIFICATION_SOURCE_LABELS[item.claimsVerificationSource]}
        {item.station && (
          <span className="block font-normal text-slate-500">
            {formatStationName(item.station.name) || item.station.id}
            {item.station.distanceMiles !== null ? `, ${item.station.distanceMiles} miles away` : ""}
          </span>
        )}
      </span>,
    ],
  );
  return <DetailCard title={item.kind === "PROMOTION" ? "Promotion" : "Event"} testId="policy-item" items={items} />;
}

/** The insured perils: threshold, limits and premium of each selected option; the price breakdown below (lib/pricing). */
export function PolicyPerilsCard({ policy }: { policy: PolicyDetailsDto }) {
  const item = policy.item;
  return (
    <Card data-testid="policy-perils">
      <CardHeader title="Insured perils" />
      <div className={cardTableScroll}>
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Insured perils">
          <thead>
            <tr>
              <PerilTermsHeader />
              <th scope="col" className={cn(th, "text-right")}>
                Premium
              </th>
            </tr>
          </thead>
          <tbody>
            {item.perils.map((p) => (
              <tr key={p.peril}>
                <th scope="row" className={cn(td, "text-left font-medium text-slate-900")}>
                  {PERIL_LABELS[p.peril]}
                </th>
                <td className={cn(td, num)}>{threshold(p.peril, p.threshold)}</td>
                <td className={cn(td, num)}>{formatMoney(p.limitPerDay)}</td>
                <td className={cn(td, num)}>{formatMoney(p.limit)}</td>
                <td className={cn(td, num)}>{formatMoney(p.premium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end border-t border-slate-200 px-4 py-3" data-testid="policy-price">
        <div className="w-full max-w-md">
          <PriceBreakdownTable breakdown={policy.price} caption="Price of the policy" totalTestId="policy-total" />
        </div>
      </div>
    </Card>
  );
}

function InvoiceTable({ invoice, formats, open }: { invoice: PolicyInvoiceDto; formats: Formats; open: boolean }) {
  return (
    <details
      open={open}
      data-testid="invoice"
      data-invoice-number={invoice.invoiceNumber}
      data-kind={invoice.kind}
      className="group border-b border-slate-200 last:border-b-0"
    >
      <summary className="grid cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)_auto] items-baseline gap-x-1.5 px-4 py-2.5 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <Icon node={ChevronRight} aria-hidden className="size-4 self-center text-slate-400 transition-transform group-open:rotate-90" />
        <span className="font-medium text-slate-900" data-testid="invoice-kind">
          {INVOICE_KIND_LABELS[invoice.kind]}
        </span>
        <span className="font-medium tabular-nums text-slate-900" data-testid="invoice-amount-due">
          {formatMoney(invoice.amountDue)}
        </span>
        <span className="col-start-2 col-end-4 text-xs text-slate-500">
          <span className="font-mono">{invoice.invoiceNumber}</span> · Issued {formatDateTime(invoice.issuedAt, formats)}
          {invoice.dueDate && (
            <span data-testid="invoice-due-date">
              {" "}
              · {invoice.credit ? "Settlement date" : "Due date"} {formatCalendarDate(invoice.dueDate, formats)}
            </span>
          )}
        </span>
      </summary>
      <table
        className="w-full border-separate border-spacing-0 border-t border-slate-100 text-sm"
        aria-label={`Invoice ${invoice.invoiceNumber}`}
      >
        <tbody>
          {invoice.lines.map((line, i) => {
            const strong = line.kind === "subtotal" || line.kind === "total";
            // "Fees" and "Taxes" head their lines, as in the price breakdown: a tax is never read as a fee.
            const heading = (line.kind === "fee" || line.kind === "tax") && invoice.lines[i - 1]?.kind !== line.kind;
            const grouped = line.kind === "fee" || line.kind === "tax";
            return (
              <Fragment key={`${line.label}-${i}`}>
                {heading ? (
                  <tr data-kind="heading">
                    <th scope="rowgroup" colSpan={2} className={cn(td, "text-left font-semibold text-slate-900")}>
                      {line.kind === "fee" ? PRICE_LABELS.fees : PRICE_LABELS.taxes}
                    </th>
                  </tr>
                ) : null}
                <tr data-kind={line.kind} className={line.kind === "total" ? "bg-slate-50" : undefined}>
                  <th
                    scope="row"
                    className={cn(
                      td,
                      "text-left",
                      strong ? "font-semibold text-slate-900" : "font-normal",
                      grouped && "pl-8",
                      line.kind === "total" && "border-b-0",
                    )}
                  >
                    {line.label}
                  </th>
                  <td
                    className={cn(td, num, strong && "font-semibold text-slate-900", line.kind === "total" && "border-b-0 text-base")}
                    data-testid={line.kind === "total" ? "amount-due" : undefined}
                  >
                    {formatMoney(line.amount)}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <p className="px-4 py-2 text-right">
        <a
          href={invoice.href}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
        >
          <Icon node={Receipt} aria-hidden className="size-4" />
          Invoice {invoice.invoiceNumber} (PDF)
        </a>
      </p>
    </details>
  );
}

/** Every invoice of the policy, oldest first, each titled by its kind (bind, endorsement, final sales, cancellation). */
export function PolicyInvoiceCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  return (
    <Card data-testid="policy-invoices">
      <CardHeader
        title={policy.invoices.length > 1 ? "Invoices" : "Invoice"}
        description="To the broker: premium, fees and taxes of the insured's state, less the broker's commission. A credit note returns premium."
      />
      {policy.invoices.length === 0 ? (
        <CardBody className="text-slate-500">No invoice yet.</CardBody>
      ) : (
        policy.invoices.map((i, index) => (
          <InvoiceTable key={i.id} invoice={i} formats={formats} open={index === policy.invoices.length - 1} />
        ))
      )}
    </Card>
  );
}

const FILE_ICONS: Record<PolicyFileDto["kind"], typeof FileText> = {
  POLICY_WORDING: ScrollText,
  INVOICE: Receipt,
  ENDORSEMENT: FileText,
  CANCELLATION_ENDORSEMENT: FileText,
  PROPOSAL: FileText,
  SIGNED_PROPOSAL: FileText,
  UPLOADED: Paperclip,
};

export function PolicyFilesCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  return (
    <Card data-testid="policy-files">
      <CardHeader
        title="Files"
        description="The policy wording and the forms and notices of the insured's state, invoices, endorsements, the proposal and the documents uploaded with the quotation."
        actions={
          // Every policy document that applies (wording, forms, notices) as one PDF.
          <a
            href={`/print/policy/all-documents/${policy.id}`}
            target="_blank"
            rel="noreferrer"
            data-testid="policy-all-documents"
            className="shrink-0 text-sm font-medium text-accent-700 hover:underline"
          >
            All policy documents (PDF)
          </a>
        }
      />
      <ul className="divide-y divide-slate-100">
        {policy.files.map((f) => {
          const icon = FILE_ICONS[f.kind];
          return (
            <li key={`${f.kind}-${f.href}-${f.name}`} className="flex items-center gap-3 px-4 py-2.5">
              <Icon node={icon} aria-hidden className="size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <a
                  href={f.href}
                  target={f.kind === "UPLOADED" ? undefined : "_blank"}
                  rel="noreferrer"
                  className="font-medium text-accent-700 hover:underline"
                >
                  {f.name}
                </a>
                <p className="text-xs text-slate-500">
                  {f.description}
                  {f.createdAt ? ` · ${formatDateTime(f.createdAt, formats)}` : ""}
                </p>
              </div>
              <span className="shrink-0 text-xs text-slate-500">{f.kind === "UPLOADED" ? "Download" : "PDF"}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

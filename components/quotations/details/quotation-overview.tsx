import type { ReactNode } from "react";
import Link from "next/link";
import { CircleAlert, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { DetailCard, DetailLines, detailDash, orDash } from "@/components/ui/detail-list";
import { formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import type { QuotationDetailsDto, QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import { OPEN_STATUSES } from "@/lib/quotations/quotation-actions";
import { CLAIMS_VERIFICATION_SOURCE_LABELS } from "@/lib/rater/perils";
import { addressLines, stateName } from "./format";
import { formatMoney } from "@/lib/format/money";
import { QuotationStatusBadge } from "./status-badge";
import { formatStationName } from "@/lib/format/station-name";

// The read-only cards of the quotation details page (server components): general information,
// insured, event or promotion, location and limits, and the referral and decline banners.

export type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

/** "06/13/2026" for one day, "06/13/2026 – 06/15/2026" for consecutive days, else the days listed. */
export function coverageDates(dates: string[], formats: Formats): string {
  if (dates.length === 0) return "";
  const sorted = [...dates].sort();
  const show = (d: string) => formatCalendarDate(d, formats);
  if (sorted.length === 1) return show(sorted[0]);
  const span = (Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) - Date.parse(`${sorted[0]}T00:00:00Z`)) / 86_400_000;
  if (span === sorted.length - 1) return `${show(sorted[0])} – ${show(sorted[sorted.length - 1])}`;
  return sorted.map(show).join(", ");
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function GeneralInformationCard({ quotation, formats }: { quotation: QuotationDetailsDto; formats: Formats }) {
  const current = quotation.current;
  const isPromotion = current.kind === "PROMOTION";
  const items: [string, ReactNode][] = [
    [
      "Number",
      <span key="n" className="font-mono text-xs">
        {quotation.quotationNumber}
      </span>,
    ],
    ["Status", <QuotationStatusBadge key="s" status={quotation.status} />],
    ["Broker company", quotation.brokerCompany.name],
    [
      "Broker",
      <span key="b">
        {quotation.brokerUser.name}
        <span className="block font-normal text-slate-500">{quotation.brokerUser.email}</span>
      </span>,
    ],
    ["Created", formatDateTime(quotation.createdAt, formats)],
    [isPromotion ? "Promotion date" : "Event date", orDash(quotation.eventDate ? formatCalendarDate(quotation.eventDate, formats) : null)],
    ["Version", `${current.versionNumber} of ${quotation.versions.length}`],
    ["Submitted", orDash(current.submittedAt ? formatDateTime(current.submittedAt, formats) : null)],
  ];
  if (quotation.createdBy.id !== quotation.brokerUser.id) items.push(["Created by", quotation.createdBy.name]);
  if (current.reviewedAt) items.push(["Reviewed", formatDateTime(current.reviewedAt, formats)]);
  if (current.expiresAt && OPEN_STATUSES.includes(quotation.status)) items.push(["Expires", formatDateTime(current.expiresAt, formats)]);
  if (quotation.copiedFrom) {
    items.push([
      "Copied from",
      <Link key="c" href={`/quotation/${quotation.copiedFrom.id}/details`} className="text-accent-700 hover:underline">
        {quotation.copiedFrom.quotationNumber}
      </Link>,
    ]);
  }
  return <DetailCard title="General information" testId="general-information" items={items} />;
}

type Insured = {
  name: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/** The insured's name, email and address, as the quotation and the policy show them. */
export function insuredItems(a: Insured): [string, ReactNode][] {
  return [
    ["Name", orDash(a.name)],
    [
      "Email",
      a.email ? (
        <a href={`mailto:${a.email}`} className="text-accent-700 hover:underline">
          {a.email}
        </a>
      ) : (
        detailDash
      ),
    ],
    ["Address", <DetailLines key="a" lines={addressLines({ ...a, state: stateName(a.state) })} />],
  ];
}

export function InsuredCard({ version }: { version: QuotationVersionDto }) {
  const items = insuredItems(version.applicant);
  return <DetailCard title="Insured" testId="insured" items={items} oneColumn />;
}

export function ItemCard({ version, formats }: { version: QuotationVersionDto; formats: Formats }) {
  if (version.kind === "PROMOTION" && version.promotion) {
    const p = version.promotion;
    const period =
      p.periodFrom && p.periodUntil ? `${formatCalendarDate(p.periodFrom, formats)} – ${formatCalendarDate(p.periodUntil, formats)}` : null;
    const items: [string, ReactNode][] = [
      ["Kind", "Promotion"],
      ["Promotion name", orDash(p.name)],
      ["Promotional period", orDash(period)],
      ["Promotion date", orDash(p.promotionDate ? formatCalendarDate(p.promotionDate, formats) : null)],
      [
        "Final estimated sales",
        <span key="s" className="tabular-nums">
          {formatMoney(p.finalEstimatedSales)}
        </span>,
      ],
    ];
    return <DetailCard title="Promotion" testId="item" items={items} oneColumn />;
  }
  const e = version.event;
  const items: [string, ReactNode][] = [
    ["Kind", "Event"],
    ["Event name", orDash(e?.name)],
    ["Event type", orDash(e?.type)],
    [
      "Dates of coverage",
      e && e.dates.length > 0 ? (
        <span key="d">
          {coverageDates(e.dates, formats)}
          <span className="block font-normal text-slate-500">{days(e.dates.length)}</span>
        </span>
      ) : (
        detailDash
      ),
    ],
    ["Hours of coverage", orDash(e?.hoursFrom && e?.hoursTo ? `${e.hoursFrom} – ${e.hoursTo}` : null)],
  ];
  return <DetailCard title="Event" testId="item" items={items} oneColumn />;
}

export function LocationCard({ version, oneColumn = false }: { version: QuotationVersionDto; oneColumn?: boolean }) {
  const l = version.location;
  const station = version.station;
  const items: [string, ReactNode][] = [
    ["Location", orDash(l.name)],
    ["Address", <DetailLines key="a" lines={addressLines({ ...l, state: stateName(l.state) })} />],
    [
      "Limit per day",
      <span key="l" className="tabular-nums">
        {formatMoney(version.limitPerDay)}
      </span>,
    ],
    [
      "Deductible",
      <span key="d" className="tabular-nums">
        {formatMoney(version.deductible)}
      </span>,
    ],
    ["Claims verification source", CLAIMS_VERIFICATION_SOURCE_LABELS[version.claimsVerificationSource]],
    [
      "Weather station",
      station ? (
        <span key="w">
          {formatStationName(station.name) || station.id}
          {station.distanceMiles !== null && <span className="block font-normal text-slate-500">{station.distanceMiles} miles away</span>}
        </span>
      ) : (
        detailDash
      ),
    ],
    [
      "Losses in the last 5 years",
      version.priorLoss === null ? (
        detailDash
      ) : version.priorLoss ? (
        <span key="p">
          Yes
          {version.priorLossDetails && (
            <span className="block whitespace-pre-wrap font-normal text-slate-600">{version.priorLossDetails}</span>
          )}
        </span>
      ) : (
        "No"
      ),
    ],
  ];
  return <DetailCard title="Location and limits" testId="location" items={items} oneColumn={oneColumn} />;
}

const REFERRED = new Set(["REFERRED_TO_UNDERWRITER", "PRE_BOUND_REFERRED_TO_UNDERWRITER"]);

/** Why the quotation waits for an underwriter, or why it was declined. */
export function QuotationBanners({ quotation }: { quotation: QuotationDetailsDto }) {
  const current = quotation.current;
  const reasons = current.referralReasons;
  const referred = REFERRED.has(quotation.status);
  return (
    <>
      {reasons.length > 0 && (referred || quotation.status === "DECLINED") && (
        <div
          className="mb-4 flex gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="referral-reasons"
        >
          <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div>
            <p className="font-medium">
              {quotation.status === "PRE_BOUND_REFERRED_TO_UNDERWRITER"
                ? "The pre-bound quotation is referred to an underwriter"
                : referred
                  ? "Referred to an underwriter"
                  : "It was referred to an underwriter"}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {quotation.status === "DECLINED" && current.declineReason && (
        <div
          className="mb-4 flex gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="decline-reason"
        >
          <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
          <div>
            <p className="font-medium">Declined</p>
            <p className="mt-0.5 whitespace-pre-wrap">{current.declineReason}</p>
          </div>
        </div>
      )}
    </>
  );
}

import "server-only";
import { Document, Text, View } from "@react-pdf/renderer";
import { AddressBlock, Callout, NumberedList, Schedule, Section, SectionHeading, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatDecimal, formatMoment, formatMoney, plural } from "@/pdf/format";
import { pdfLogoFrom } from "@/pdf/logo";
import { SignatureFields } from "@/pdf/signature-fields";
import { Table, Totals, type TotalLine } from "@/pdf/table";
import { breakdownRows } from "@/lib/pricing/price-breakdown";
import { PDF_COLORS } from "@/pdf/theme";
import type { ProposalData, ProposalOption } from "./proposal-data";

// The proposal letter (issue 6 item 1; spec §2 print pages): letterhead, parties, the event or
// promotion, location and station, cover and premium, terms, declaration and signature fields.

export function trigger(o: Pick<ProposalOption, "peril" | "threshold" | "unit">): string {
  const t = o.threshold === null ? null : formatDecimal(o.threshold, o.unit === "in" ? 2 : 0);
  switch (o.peril) {
    case "rainfall":
      return `${t} in or more of rain in a day`;
    case "snowfall":
      return `${t} in or more of new snow in a day`;
    case "windSpeed":
      return `Sustained wind of ${t} mph or more`;
    case "maximumTemperature":
      return `Temperature of ${t} °F or above`;
    case "minimumTemperature":
      return `Temperature of ${t} °F or below`;
    case "lightning":
      return "Lightning within 6 miles";
    case "adverseWeather":
      return "Adverse weather conditions";
  }
}

function isContiguous(days: string[]): boolean {
  for (let i = 1; i < days.length; i++) {
    if (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`) !== 86_400_000) return false;
  }
  return true;
}

function coveredDates(days: string[], from: string | null, until: string | null): string {
  if (days.length === 0) return formatDayRange(from, until);
  const span = isContiguous(days) ? formatDayRange(days[0], days.at(-1)) : days.map(formatDay).join(", ");
  return `${span} (${plural(days.length, "day")})`;
}

const orDash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "—");

function cityLine(a: { city: string | null; state: string | null; zipCode: string | null }): string | null {
  const cityState = [a.city, a.state].filter(Boolean).join(", ");
  const line = [cityState, a.zipCode].filter(Boolean).join(" ");
  return line || null;
}

function itemFields(d: ProposalData): Field[] {
  if (d.kind === "PROMOTION" && d.promotion) {
    const p = d.promotion;
    return [
      { label: "Promotion", value: orDash(p.name) },
      { label: "Promotion period", value: formatDayRange(p.periodFrom, p.periodUntil) },
      { label: "Draw date", value: `${formatDay(p.promotionDate)} (the covered day)` },
      { label: "Final estimated sales", value: formatMoney(p.finalEstimatedSales) },
      { label: "Minimum deposit limit", value: formatMoney(p.minimumDepositLimit) },
      { label: "Final sales report due", value: formatDay(p.finalSalesReportBy) },
    ];
  }
  const e = d.event;
  return [
    { label: "Event", value: orDash(e?.name) },
    { label: "Event type", value: orDash(e?.type) },
    { label: "Dates of coverage", value: coveredDates(d.coveredDays, e?.dateFrom ?? null, e?.dateUntil ?? null) },
    { label: "Hours of coverage", value: e?.hoursFrom && e.hoursTo ? `${e.hoursFrom} – ${e.hoursTo} local time` : "—" },
  ];
}

function locationFields(d: ProposalData): Field[] {
  const l = d.location;
  const address = [l.street, cityLine(l)].filter(Boolean).join(", ");
  return [
    { label: "Location", value: orDash(l.name) },
    { label: "Address", value: orDash(address) },
    { label: "Weather station", value: orDash(d.station?.name) },
    { label: "Distance to the location", value: d.station?.distanceMiles ? `${formatDecimal(d.station.distanceMiles)} miles` : "—" },
    { label: "Claims verified by", value: d.claimsVerificationSource.label, span: 2 },
  ];
}

/**
 * The price as every screen shows it: the rows of the one breakdown (lib/pricing, D85), each
 * heading ("Premium", "Fees", "Taxes") above its lines. The premium of each option is the table's
 * last column just above, so "Premium" stands alone.
 */
function totalLines(d: ProposalData): TotalLine[] {
  return breakdownRows(d.breakdown)
    .filter((r) => !(r.kind === "line" && r.group === "premium"))
    .map((r) => ({
      label: r.label,
      value: r.amount === null ? "Invoiced at binding" : formatMoney(r.amount),
      emphasis: r.kind === "total",
      strong: r.kind === "subtotal",
      indent: r.kind === "line",
    }));
}

export function ProposalDocument({ data: d }: { data: ProposalData }) {
  const logo = d.logoBase64 ? pdfLogoFrom(Buffer.from(d.logoBase64, "base64")) : null;
  const itemTitle = d.kind === "PROMOTION" ? "The promotion" : "The event";
  const signature = d.signature
    ? {
        fullName: d.signature.fullName,
        position: d.signature.position,
        date: formatMoment(d.signature.signedAt),
        image: d.signature.imageBase64 ? pdfLogoFrom(Buffer.from(d.signature.imageBase64, "base64")) : null,
        typed: d.signature.typed ?? null,
      }
    : null;
  return (
    <Document
      title={`Proposal ${d.quotationNumber}`}
      author={d.portalName}
      subject={`Proposal of insurance for ${d.insured.name}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title="Proposal"
        reference={`Quotation ${d.quotationNumber}`}
        meta={[
          [
            `Version ${d.versionNumber}`,
            `Issued ${formatMoment(d.issuedAt)}`,
            ...(d.validUntil ? [`Valid until ${formatMoment(d.validUntil)}`] : []),
          ].join(" · "),
        ]}
        portalName={d.portalName}
        logo={logo}
        footerNote={`Proposal ${d.quotationNumber}, version ${d.versionNumber}`}
      >
        <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 5 }}>
          {d.kind === "PROMOTION" ? "Promotion cancellation insurance" : "Weather event cancellation insurance"}
        </Text>
        <Text style={{ color: PDF_COLORS.muted, marginBottom: 10 }}>
          {`We are pleased to propose the insurance below for ${d.insured.name}, arranged through ${d.broker.company}. ` +
            "Please check every detail; once signed and bound, the proposal and the application form the basis of the policy."}
        </Text>

        <View style={{ flexDirection: "row", gap: 10 }}>
          <AddressBlock title="Insured" lines={[d.insured.name, d.insured.street, cityLine(d.insured), d.insured.email]} />
          <AddressBlock title="Broker" lines={[d.broker.company, d.broker.name, d.broker.email]} />
        </View>

        <Section number={1} title={itemTitle}>
          <Schedule fields={itemFields(d)} labelWidth={42} />
        </Section>

        <Section number={2} title="Location and claims verification">
          <Schedule fields={locationFields(d)} labelWidth={42} />
        </Section>

        <Section number={3} title="Cover and premium">
          <Schedule
            columns={3}
            labelWidth={48}
            fields={[
              { label: "Limit per day", value: formatMoney(d.limitPerDay) },
              { label: "Aggregate limit", value: d.aggregateLimit ? formatMoney(d.aggregateLimit) : "—" },
              { label: "Deductible", value: formatMoney(d.deductible) },
            ]}
          />
          <View style={{ marginTop: 4 }}>
            <Table
              columns={[
                { header: "Peril", width: 2.6, bold: true },
                { header: "Trigger", width: 4.2 },
                { header: "Limit per day", width: 2.2, align: "right" },
                { header: "Aggregate limit", width: 2.4, align: "right" },
                { header: "Premium", width: 2.1, align: "right" },
              ]}
              rows={d.options.map((o) => [o.label, trigger(o), formatMoney(o.limitPerDay), formatMoney(o.limit), formatMoney(o.premium)])}
            />
          </View>
          {d.options.length === 0 ? <Text style={{ marginTop: 4, color: PDF_COLORS.muted }}>No option is quotable.</Text> : null}
          <Totals lines={totalLines(d)} breakable />
          {d.optionsBasis === "offered" ? (
            <Callout>
              These are the options offered. The applicant chooses which to buy before binding; the premium then is the sum of the options
              chosen and their fees.
            </Callout>
          ) : null}
        </Section>

        <NumberedList heading={<SectionHeading number={4}>Terms and conditions</SectionHeading>} items={d.terms} />

        <Section number={5} title="Declaration and signature" keepTogether>
          <Text style={{ textAlign: "justify", marginBottom: 4 }}>{d.declaration}</Text>
          <Text
            style={{ color: PDF_COLORS.muted }}
          >{`Signed for and on behalf of the applicant, ${d.insured.name.replace(/\.+$/, "")}.`}</Text>
          <SignatureFields values={signature} />
        </Section>
      </DocumentPage>
    </Document>
  );
}

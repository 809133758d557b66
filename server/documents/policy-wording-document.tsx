import "server-only";
import type { ReactNode } from "react";
import Decimal from "decimal.js";
import { PRICE_LABELS } from "@/lib/pricing/price-breakdown";
import { Document, Image, Text, View } from "@react-pdf/renderer";
import { AddressBlock, Callout, NumberedList, Schedule, Section, SectionHeading, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatDecimal, formatMoment, formatMoney, plural } from "@/pdf/format";
import { SignatureBox } from "@/pdf/signature-fields";
import { Table, Totals, type TotalLine } from "@/pdf/table";
import { pdfLogoFrom } from "@/pdf/logo";
import { PDF_COLORS, PDF_FONT } from "@/pdf/theme";
import { addressLine } from "./document-parties";
import type { PolicyWordingData } from "./policy-wording-data";
import { trigger } from "./proposal-document";

// The policy wording (spec §2 print pages): declarations, insured details, policy details, premium
// and terms, additional terms, signature blocks. For states without their own forms
// (/print/policy/other-states/:policyId) the schedule of forms and the endorsements that apply
// follow in the same PDF; for Montana and Washington (/print/policy/montana-washington/:policyId)
// each form is a document of its own (policy-form-documents.tsx), named in the introduction.

const orDash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "—");

function isContiguous(days: string[]): boolean {
  for (let i = 1; i < days.length; i++) {
    if (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`) !== 86_400_000) return false;
  }
  return true;
}

function coveredDates(d: PolicyWordingData): string {
  const days = d.coveredDays;
  if (days.length === 0) return formatDayRange(d.coverageFrom, d.coverageUntil);
  const span = isContiguous(days) ? formatDayRange(days[0], days.at(-1)) : days.map(formatDay).join(", ");
  return `${span} (${plural(days.length, "day")})`;
}

function hours(d: PolicyWordingData): string | null {
  return d.event?.hoursFrom && d.event.hoursTo ? `${d.event.hoursFrom} – ${d.event.hoursTo}, local time at the event location` : null;
}

function stationText(d: PolicyWordingData): string | null {
  if (!d.station?.name) return null;
  return d.station.distanceMiles ? `${d.station.name} (${formatDecimal(d.station.distanceMiles)} miles from the location)` : d.station.name;
}

const small = { fontSize: 8.5, color: PDF_COLORS.muted } as const;

/** "Cancelled on 07/01/2026 · " (or "Cancelled · " without a date), nothing for other statuses but their label. */
function status(d: PolicyWordingData): string {
  if (d.cancelled && d.cancelledOn) return `Cancelled on ${formatDay(d.cancelledOn)} · `;
  return d.statusLabel !== "Live" ? `${d.statusLabel} · ` : "";
}

/** " by endorsement No. 3", when the cancellation endorsement is on record. */
function cancellationRef(d: PolicyWordingData): string {
  const e = d.issuedEndorsements.findLast((x) => x.kind === "CANCELLATION");
  return e ? ` by endorsement No. ${e.number}` : "";
}

/** " on invoice INV-…" or " on invoices INV-…, INV-… and INV-…". */
function invoicedOn(d: PolicyWordingData): string {
  const n = d.invoiceNumbers.length > 0 ? d.invoiceNumbers : d.invoiceNumber ? [d.invoiceNumber] : [];
  if (n.length === 0) return "";
  if (n.length === 1) return ` on invoice ${n[0]}`;
  return ` on invoices ${n.slice(0, -1).join(", ")} and ${n.at(-1)}`;
}

/** What triggers a peril, as the policy states it (`short` for a table cell). */
function threshold(p: PolicyWordingData["perils"][number], short = false): string {
  if (p.peril === "lightning")
    return short
      ? "Strike within 6 miles, event abandoned"
      : "A strike within 6 miles of the claims verification source, the event being abandoned";
  return trigger(p);
}

type Item = { label: string; value: ReactNode };

/** The forms the policy carries, number and title (the schedule of forms). */
export function FormsTable({ d }: { d: PolicyWordingData }) {
  return (
    <Table
      columns={[
        { header: "Form", width: 1.4, bold: true },
        { header: "Title", width: 6 },
      ]}
      rows={d.forms.map((f) => [f.form, f.title])}
    />
  );
}

/** The declarations: numbered items, label and value, a hairline between them. */
function Declarations({ items }: { items: Item[] }) {
  return (
    <View style={{ borderTopWidth: 0.75, borderTopColor: PDF_COLORS.rule, borderBottomWidth: 0.75, borderBottomColor: PDF_COLORS.rule }}>
      {items.map((item, i) => (
        <View
          key={item.label}
          wrap={false}
          style={{
            flexDirection: "row",
            paddingVertical: 3.5,
            borderTopWidth: i === 0 ? 0 : 0.5,
            borderTopColor: PDF_COLORS.ruleLight,
            backgroundColor: i % 2 === 1 ? PDF_COLORS.zebra : undefined,
          }}
        >
          <Text style={{ width: 22, paddingLeft: 4, color: PDF_COLORS.accent, fontWeight: "bold" }}>{`${i + 1}.`}</Text>
          <Text style={{ width: "30%", paddingRight: 8, fontWeight: "bold" }}>{item.label}</Text>
          <View style={{ flex: 1, paddingRight: 4 }}>{typeof item.value === "string" ? <Text>{item.value}</Text> : item.value}</View>
        </View>
      ))}
    </View>
  );
}

function Lines({ lines, first }: { lines: (string | null | undefined)[]; first?: "bold" }) {
  const shown = lines.filter((l): l is string => !!l && l.trim() !== "");
  return (
    <View>
      {shown.map((l, i) => (
        <Text key={i} style={i === 0 && first === "bold" ? { fontWeight: "bold" } : i > 0 ? small : undefined}>
          {l}
        </Text>
      ))}
    </View>
  );
}

function declarationItems(d: PolicyWordingData): Item[] {
  const items: Item[] = [
    { label: "Policy number", value: <Text style={{ fontWeight: "bold" }}>{d.policyNumber}</Text> },
    { label: "Insurer", value: <Lines lines={[d.insurer.name, d.insurer.party ? `Under binder ${d.insurer.binderReference}` : null]} /> },
    { label: "Named insured and address", value: <Lines first="bold" lines={[d.insured.name, addressLine(d.insured)]} /> },
    { label: "Producer", value: <Lines lines={[d.producer.name, d.producer.contactName]} /> },
  ];
  if (d.kind === "PROMOTION" && d.promotion) {
    const p = d.promotion;
    items.push(
      { label: "Promotion", value: orDash(p.name) },
      { label: "Promotion period", value: formatDayRange(p.periodFrom, p.periodUntil) },
      {
        label: "Period of coverage",
        value: <Lines lines={[`${formatDay(p.promotionDate ?? d.coverageFrom)}, the draw date (1 covered day)`]} />,
      },
      { label: "Final sales notification date", value: formatDay(p.finalSalesDate) },
    );
  } else {
    items.push(
      { label: "Event name and type", value: [orDash(d.event?.name), d.event?.type].filter(Boolean).join(" — ") },
      { label: "Period of coverage", value: <Lines lines={[coveredDates(d), hours(d) ? `Hours: ${hours(d)}` : null]} /> },
    );
  }
  items.push(
    {
      label: d.kind === "PROMOTION" ? "Location" : "Event location",
      value: <Lines lines={[orDash(d.location.name), addressLine(d.location)]} />,
    },
    {
      label: "Insured perils and thresholds",
      value:
        d.perils.length === 0 ? (
          <Text>—</Text>
        ) : (
          <View>
            {d.perils.map((p) => (
              <Text key={p.peril}>
                <Text style={{ fontWeight: "bold" }}>{`${p.label}: `}</Text>
                {threshold(p)}
              </Text>
            ))}
          </View>
        ),
    },
    {
      label: "Claims verification source",
      value: (
        <Lines
          lines={[d.claimsVerificationSource.label, d.claimsVerificationSource.code === "CLOSEST_WEATHER_STATION" ? stationText(d) : null]}
        />
      ),
    },
    { label: "Limit per day", value: formatMoney(d.limitPerDay) },
    { label: "Sum insured (aggregate limit)", value: formatMoney(d.aggregateLimit) },
    { label: "Deductible", value: `${formatMoney(d.deductible)} each claim` },
    {
      label: "Premium",
      value: (
        <Lines lines={[formatMoney(d.premium), `Plus fees and taxes, as invoiced${invoicedOn(d).replace(/ on invoices? /, " on ")}`]} />
      ),
    },
    { label: "Notice of loss to", value: <Lines lines={[...d.notifyLoss.lines, `Through the producer, ${d.producer.name}`]} /> },
  );
  return items;
}

/** Too long for half a schedule row without wrapping onto several lines. */
const long = (value: string | null | undefined) => (value ?? "").length > 32;

function policyDetails(d: PolicyWordingData): Field[] {
  const fields: Field[] = [
    { label: "Policy number", value: d.policyNumber },
    { label: "Status", value: d.statusLabel },
    { label: "Bound on", value: formatMoment(d.boundAt) },
    { label: "Quotation", value: `${d.quotationNumber}, version ${d.versionNumber}` },
    { label: "Insurer", value: d.insurer.name },
    { label: "Binder", value: d.insurer.binderReference },
    {
      label: "Governing law",
      value: d.governingState ? `${d.governingState.name}, the insured's home state` : "The insured's home state",
      span: 2,
    },
  ];
  if (d.kind === "PROMOTION" && d.promotion) {
    const p = d.promotion;
    fields.push(
      { label: "Promotion", value: orDash(p.name), span: 2 },
      { label: "Promotion period", value: formatDayRange(p.periodFrom, p.periodUntil) },
      { label: "Draw date", value: `${formatDay(p.promotionDate)} (the covered day)` },
      { label: "Final estimated sales", value: formatMoney(p.finalEstimatedSales) },
      { label: "Minimum deposit limit", value: formatMoney(p.minimumDepositLimit) },
      { label: "Final sales notification", value: formatDay(p.finalSalesDate) },
    );
  } else {
    fields.push(
      { label: "Event", value: orDash(d.event?.name), span: long(d.event?.name) ? 2 : 1 },
      { label: "Event type", value: orDash(d.event?.type) },
      { label: "Dates of coverage", value: coveredDates(d), span: d.coveredDays.length > 2 && !isContiguous(d.coveredDays) ? 2 : 1 },
      {
        label: "Hours of coverage",
        value: d.event?.hoursFrom && d.event.hoursTo ? `${d.event.hoursFrom} – ${d.event.hoursTo} local time` : "—",
      },
    );
  }
  fields.push(
    { label: "Location", value: orDash(d.location.name), span: long(d.location.name) ? 2 : 1 },
    { label: "Address", value: orDash(addressLine(d.location)), span: long(d.location.name) ? 2 : 1 },
    { label: "Weather station", value: orDash(d.station?.name) },
    { label: "Distance to the location", value: d.station?.distanceMiles ? `${formatDecimal(d.station.distanceMiles)} miles` : "—" },
    { label: "Claims verified by", value: d.claimsVerificationSource.label, span: 2 },
  );
  return fields;
}

/** Premium, then "Fees" and "Taxes" each above its lines (a tax is never read as a fee), then the total. */
function totalLines(d: PolicyWordingData): TotalLine[] {
  const sum = (lines: { amount: string }[]) => lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(2);
  const lines: TotalLine[] = [{ label: PRICE_LABELS.premium, value: formatMoney(d.premium), strong: true }];
  if (d.fees.length > 0) {
    lines.push({ label: PRICE_LABELS.fees, value: formatMoney(sum(d.fees)), strong: true });
    for (const f of d.fees) lines.push({ label: f.label, value: formatMoney(f.amount), indent: true });
  }
  if (d.taxes) {
    lines.push({ label: PRICE_LABELS.taxes, value: formatMoney(sum(d.taxes)), strong: true });
    for (const t of d.taxes) lines.push({ label: t.label, value: formatMoney(t.amount), indent: true });
  } else lines.push({ label: PRICE_LABELS.taxesUnknown, value: "As invoiced", strong: true });
  // Named as every price breakdown names it (lib/pricing, D85).
  lines.push({ label: d.taxes ? PRICE_LABELS.total : PRICE_LABELS.totalBeforeTaxes, value: formatMoney(d.total), emphasis: true });
  return lines;
}

/** An endorsement form printed in full: heading, the policy it is attached to, its clauses. */
export function EndorsementForm({
  d,
  e,
  heading = true,
}: {
  d: PolicyWordingData;
  e: PolicyWordingData["endorsements"][number];
  heading?: boolean;
}) {
  return (
    <View>
      <NumberedList
        heading={
          <>
            {heading ? <SectionHeading>{`${e.title} (${e.form})`}</SectionHeading> : null}
            <Text style={{ ...small, marginBottom: 6 }}>
              {`Attached to and forming part of policy ${d.policyNumber}, issued to ${d.insured.name}, effective ${formatMoment(d.boundAt)}.`}
            </Text>
          </>
        }
        items={e.clauses}
      />
      <Text style={{ ...small, marginTop: 2 }}>All other terms and conditions of the policy remain unchanged.</Text>
    </View>
  );
}

/** The applicant's signature as given on the signing page: drawn, typed, or noted as kept by the provider. */
function ApplicantSignature({ signed }: { signed: PolicyWordingData["signedProposal"] }) {
  if (!signed) return null;
  const image = signed.signatureImageBase64 ? pdfLogoFrom(Buffer.from(signed.signatureImageBase64, "base64")) : null;
  if (image) return <Image src={image} style={{ height: 38, objectFit: "contain", objectPosition: "left" }} />;
  if (signed.signatureText) return <Text style={{ fontFamily: PDF_FONT.signature, fontSize: 16 }}>{signed.signatureText}</Text>;
  return (
    <Text
      style={{ fontSize: 7.5, color: PDF_COLORS.muted }}
    >{`Signed electronically (${signed.providerLabel}); the signature is on the signed proposal.`}</Text>
  );
}

export function PolicyWordingDocument({ data: d }: { data: PolicyWordingData }) {
  const promotion = d.kind === "PROMOTION";
  const separateForms = d.family === "MONTANA_WASHINGTON";
  const attached = d.forms.filter((f) => f.form !== "WEP 100" && f.form !== "WEP 200");
  const line = promotion ? "Promotion cancellation insurance" : "Weather event cancellation insurance";
  const signed = d.signedProposal;
  return (
    <Document
      title={`Policy ${d.policyNumber}`}
      author={d.issuer?.name ?? d.portalName}
      subject={`${line} for ${d.insured.name}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title="Policy"
        reference={`Policy ${d.policyNumber}`}
        meta={[`${status(d)}Bound ${formatMoment(d.boundAt)} · Quotation ${d.quotationNumber}`]}
        portalName={d.portalName}
        footerNote={`Policy ${d.policyNumber}`}
      >
        <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 2 }}>{line}</Text>
        <Text style={{ color: PDF_COLORS.muted, marginBottom: 8 }}>
          {`This policy is issued by ${d.issuer?.name ?? d.portalName} on behalf of the Insurer named below. ` +
            "The declarations, the policy wording, the endorsements listed in the schedule of forms and the signed proposal make up the contract."}
        </Text>
        {separateForms ? (
          <Text style={{ ...small, marginBottom: 8 }}>
            {`The ${attached.length} forms and endorsements attached to this policy (${attached.map((f) => f.form).join(", ")}) are listed in the schedule of forms (WEP 300); each is issued as a document of its own.`}
          </Text>
        ) : null}
        {d.cancelled ? (
          <Callout>
            {d.cancelledOn
              ? `This policy has been cancelled. Cancelled on ${formatDay(d.cancelledOn)}${cancellationRef(d)}: no cover applies after that date.`
              : "This policy has been cancelled. Its cover ends as set out in the cancellation endorsement."}
          </Callout>
        ) : null}

        <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 3 }}>
          Declarations
        </Text>
        <Declarations items={declarationItems(d)} />

        <Section number={1} title="Insured details">
          <View style={{ flexDirection: "row", gap: 10 }}>
            <AddressBlock
              title="Named insured"
              lines={[d.insured.name, d.insured.street, addressLine({ ...d.insured, street: null }), d.insured.email]}
            />
            <AddressBlock
              title="Producer"
              lines={[
                d.producer.name,
                d.producer.street,
                addressLine({ ...d.producer, street: null }),
                `${d.producer.contactName}, ${d.producer.contactEmail}`,
              ]}
            />
          </View>
        </Section>

        <Section number={2} title="Policy details">
          <Schedule fields={policyDetails(d)} labelWidth={42} />
        </Section>

        <Section number={3} title="Premium and terms">
          <Schedule
            columns={3}
            labelWidth={48}
            fields={[
              { label: "Limit per day", value: formatMoney(d.limitPerDay) },
              { label: "Sum insured", value: formatMoney(d.aggregateLimit) },
              { label: "Deductible", value: formatMoney(d.deductible) },
            ]}
          />
          <View style={{ marginTop: 4 }}>
            <Table
              columns={[
                { header: "Insured peril", width: 3.3, bold: true },
                { header: "Threshold", width: 4.4 },
                { header: "Limit per day", width: 2.1, align: "right" },
                { header: "Aggregate limit", width: 2.3, align: "right" },
                { header: "Premium", width: 1.9, align: "right" },
              ]}
              rows={d.perils.map((p) => [
                p.label,
                threshold(p, true),
                formatMoney(p.limitPerDay),
                formatMoney(p.limit),
                formatMoney(p.premium),
              ])}
            />
          </View>
          <Totals lines={totalLines(d)} width="62%" />
          <Text style={{ ...small, marginTop: 6 }}>
            {`The premium, fees and taxes are payable through the producer${invoicedOn(d)}. ` +
              "Taxes and fees are those of the insured's home state."}
          </Text>
        </Section>

        <NumberedList heading={<SectionHeading number={4}>Additional terms</SectionHeading>} items={d.terms} />

        <View wrap={false}>
          <SectionHeading number={5}>Signatures</SectionHeading>
          <Text style={{ ...small, marginBottom: 8 }}>
            {`The applicant signs for and on behalf of the insured, ${d.insured.name}; the licensed producer of record countersigns.` +
              (signed
                ? ` The proposal was signed electronically${signed.signerName ? ` by ${signed.signerName}` : ""}${signed.signedAt ? ` on ${formatMoment(signed.signedAt)}` : ""}.`
                : "")}
          </Text>
          <View style={{ flexDirection: "row", marginHorizontal: -4 }}>
            <View style={{ flex: 1, marginRight: 10 }}>
              <Text style={{ fontWeight: "bold", marginHorizontal: 4, marginBottom: 4 }}>Applicant</Text>
              {/* What the signer gave when signing the proposal (D81); empty boxes when no signature is on record. */}
              <SignatureBox label="Full name">{signed?.signerName ? <Text>{signed.signerName}</Text> : null}</SignatureBox>
              <SignatureBox label="Position held">{signed?.signerPosition ? <Text>{signed.signerPosition}</Text> : null}</SignatureBox>
              <SignatureBox label="Date of signing">{signed?.signedAt ? <Text>{formatMoment(signed.signedAt)}</Text> : null}</SignatureBox>
              <SignatureBox label="Applicant signature" height={44}>
                <ApplicantSignature signed={signed} />
              </SignatureBox>
            </View>
            <View style={{ flex: 1, marginLeft: 10 }}>
              <Text style={{ fontWeight: "bold", marginHorizontal: 4, marginBottom: 4 }}>Producer</Text>
              <SignatureBox label="Producer company">
                <Text>{d.producer.name}</Text>
              </SignatureBox>
              <SignatureBox label="Name">
                <Text>{d.producer.contactName}</Text>
              </SignatureBox>
              <SignatureBox label="License number">
                {d.producer.licenceNumber ? <Text>{d.producer.licenceNumber}</Text> : null}
              </SignatureBox>
              <SignatureBox label="Producer signature" height={44} />
            </View>
          </View>
        </View>

        {separateForms ? null : (
          <>
            {/* The forms and the endorsements they list start a page of their own; alone, the schedule follows on. */}
            <View break={d.endorsements.length > 0} wrap={false}>
              <SectionHeading number={6}>Schedule of forms</SectionHeading>
              <Text style={{ ...small, marginBottom: 4 }}>{`Forms attached to and forming part of policy ${d.policyNumber}:`}</Text>
              <FormsTable d={d} />
            </View>

            {d.endorsements.map((e) => (
              <EndorsementForm key={e.form} d={d} e={e} />
            ))}
          </>
        )}
      </DocumentPage>
    </Document>
  );
}

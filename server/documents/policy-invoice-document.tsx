import "server-only";
import type { ReactNode } from "react";
import { Document, Text, View } from "@react-pdf/renderer";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";
import { AddressBlock, Schedule, Section, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatMoment, formatMoney } from "@/pdf/format";
import { Table, Totals } from "@/pdf/table";
import { PDF_COLORS } from "@/pdf/theme";
import type { PolicyInvoiceData } from "./policy-invoice-data";
import { addressLine } from "./document-parties";

// The MGA's invoice to the broker for a policy (/print/policy-invoice/:invoiceId): letterhead,
// issuer and bill-to, the policy it is for, then the stored figures, right-aligned.

function policyFields(d: PolicyInvoiceData): Field[] {
  const promotion = d.promotionPeriod;
  return [
    ...(d.forLine ? [{ label: "For", value: d.forLine, span: 2 }] : []),
    { label: "Policy number", value: d.policyNumber },
    promotion
      ? { label: "Draw date", value: formatDay(d.periodFrom) }
      : { label: "Period of coverage", value: formatDayRange(d.periodFrom, d.periodUntil) },
    { label: "Insured", value: d.insuredName, span: 2 },
    { label: promotion ? "Promotion" : "Event", value: d.itemName, span: 2 },
    ...(promotion ? [{ label: "Promotion period", value: formatDayRange(promotion.from, promotion.until), span: 2 }] : []),
  ];
}

/** The day the invoice is due, or the day a credit note is settled by; fixed at issue. */
function dueField(d: PolicyInvoiceData): Field[] {
  if (!d.dueDate) return [];
  return [{ label: d.credit ? "Settlement date" : "Due date", value: formatDay(d.dueDate) }];
}

/** What the broker needs to pay an invoice, or to know how a credit comes back: as entered in the settings at issue. */
function paymentBlocks(d: PolicyInvoiceData): { title: string; text: string }[] {
  const block = (title: string, text: string | null) => (text ? [{ title, text }] : []);
  if (d.credit) return block("Settlement terms", d.creditSettlement);
  return [...block("Payment terms", d.paymentTerms), ...block("Remittance details", d.remittanceDetails)];
}

/** A titled box of text printed as entered, its line breaks kept (beside the others, as From and Bill to are). */
function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <View
      wrap={false}
      style={{
        flex: 1,
        paddingHorizontal: 8,
        paddingVertical: 4,
        backgroundColor: PDF_COLORS.zebra,
        borderLeftWidth: 2,
        borderLeftColor: PDF_COLORS.accent,
      }}
    >
      <Text
        style={{ fontSize: 7.5, lineHeight: 1.2, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 2 }}
      >
        {title}
      </Text>
      <Text style={{ fontSize: 8.5, lineHeight: 1.25 }}>{text}</Text>
    </View>
  );
}

/**
 * The charged lines: the premium, then "Fees" and "Taxes" each as a heading over its lines, so a
 * tax is never read as one of the fees (the price breakdown's groups, lib/pricing).
 */
function chargeRows(lines: PolicyInvoiceData["lines"]): ReactNode[][] {
  const rows: ReactNode[][] = lines.filter((l) => l.kind === "premium").map((l) => [l.label, formatMoney(l.amount)]);
  for (const [kind, heading] of [
    ["fee", PRICE_LABELS.fees],
    ["tax", PRICE_LABELS.taxes],
  ] as const) {
    const group = lines.filter((l) => l.kind === kind);
    if (group.length === 0) continue;
    rows.push([
      <Text key={heading} style={{ fontWeight: "bold" }}>
        {heading}
      </Text>,
      "",
    ]);
    for (const l of group)
      rows.push([
        <Text key={l.label} style={{ paddingLeft: 8 }}>
          {l.label}
        </Text>,
        formatMoney(l.amount),
      ]);
  }
  return rows;
}

export function PolicyInvoiceDocument({ data: d }: { data: PolicyInvoiceData }) {
  const totals = d.lines.filter((l) => l.kind === "subtotal" || l.kind === "commission" || l.kind === "total");
  const from = d.issuer ?? { name: d.portalName, street: null, city: null, state: null, zipCode: null, email: null };
  // A credit is a credit note; every other kind an invoice (the bind invoice prints as it always has).
  const noun = d.credit ? "Credit note" : "Invoice";
  const reference = `${noun} ${d.invoiceNumber}`;
  const payment = paymentBlocks(d);
  const meta = d.invoiceKind === "BIND" ? `${d.kindLabel} · Issued ${formatMoment(d.issuedAt)}` : `Issued ${formatMoment(d.issuedAt)}`;
  return (
    <Document
      title={reference}
      author={from.name}
      subject={`${reference} for policy ${d.policyNumber}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title={d.title}
        reference={reference}
        meta={[meta]}
        portalName={d.portalName}
        footerNote={`${reference} · Policy ${d.policyNumber}`}
      >
        <View style={{ flexDirection: "row", gap: 10 }}>
          <AddressBlock title="From" lines={[from.name, from.street, addressLine({ ...from, street: null }), from.email]} />
          <AddressBlock
            title="Bill to"
            lines={[
              d.billTo.name,
              d.billTo.street,
              addressLine({ ...d.billTo, street: null }),
              d.billTo.email,
              `Attention: ${d.billTo.contactName}`,
            ]}
          />
        </View>

        <View style={{ marginTop: 8 }}>
          <Schedule
            labelWidth={38}
            fields={[
              { label: `${noun} number`, value: d.invoiceNumber },
              { label: `${noun} date`, value: formatMoment(d.issuedAt) },
              ...dueField(d),
              ...(d.billTo.agencyCode ? [{ label: "Agency code", value: d.billTo.agencyCode }] : []),
            ]}
          />
        </View>

        <Section number={1} title="Policy">
          <Schedule fields={policyFields(d)} labelWidth={38} />
        </Section>

        <Section number={2} title={d.credit ? "Credits" : "Charges"} keepTogether>
          <Table
            dense
            columns={[
              { header: "Description", width: 7 },
              { header: "Amount", width: 2, align: "right" },
            ]}
            rows={chargeRows(d.lines)}
          />
          <Totals lines={totals.map((l) => ({ label: l.label, value: formatMoney(l.amount), emphasis: l.kind === "total" }))} width="62%" />
        </Section>

        {payment.length > 0 && (
          <View style={{ flexDirection: "row", gap: 10, marginTop: 6 }}>
            {payment.map((b) => (
              <TextBlock key={b.title} title={b.title} text={b.text} />
            ))}
          </View>
        )}

        <View
          wrap={false}
          style={{
            marginTop: payment.length > 0 ? 4 : 14,
            paddingHorizontal: 8,
            paddingVertical: 5,
            backgroundColor: PDF_COLORS.zebra,
            borderLeftWidth: 2,
            borderLeftColor: PDF_COLORS.accent,
          }}
        >
          <Text style={{ fontSize: 8.5 }}>
            {d.credit
              ? `${from.name} credits ${d.billTo.name} with ${formatMoney(d.amountDue.replace(/^-/, ""))}, the premium and taxes returned less the broker commission on them, ` +
                `quoting credit note ${d.invoiceNumber} and policy ${d.policyNumber}. Taxes are those of the insured's home state.`
              : `Please remit the amount due of ${formatMoney(d.amountDue)} to ${from.name}${d.dueDate ? ` by ${formatDay(d.dueDate)}` : ""}, quoting invoice ${d.invoiceNumber} and policy ${d.policyNumber}. ` +
                "The broker commission shown is retained by the broker. Taxes and fees are those of the insured's home state."}
          </Text>
        </View>
      </DocumentPage>
    </Document>
  );
}

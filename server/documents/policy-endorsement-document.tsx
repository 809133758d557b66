import "server-only";
import { Document, Text, View } from "@react-pdf/renderer";
import { Schedule, Section, SectionHeading, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatMoment, formatMoney } from "@/pdf/format";
import { SignatureFields } from "@/pdf/signature-fields";
import { Table, Totals, type TotalLine } from "@/pdf/table";
import { PDF_COLORS } from "@/pdf/theme";
import type { PolicyEndorsementData } from "./policy-endorsement-data";
import { addressLine } from "./document-parties";

// The endorsements of a policy (spec §2 print pages): a cover or wording change
// (/print/policy/endorsement/:endorsementId) and the cancellation endorsement
// (/print/policy/cancellation-endorsement/:endorsementId), in the letterhead, schedule and
// signature look of the policy wording they amend.

const small = { fontSize: 8.5, color: PDF_COLORS.muted } as const;

function issuerName(d: PolicyEndorsementData): string {
  return d.issuer?.name ?? d.portalName;
}

/** The facts every endorsement states: which policy, whose, from whom, from when (its number is in the letterhead). */
function partyFields(d: PolicyEndorsementData, effectiveLabel: string): Field[] {
  const promotion = d.item.kind === "PROMOTION";
  return [
    { label: "Policy number", value: d.policyNumber },
    { label: effectiveLabel, value: formatDay(d.effectiveDate) },
    { label: "Insured", value: <Lines lines={[d.insured.name, addressLine(d.insured)]} />, span: 2 },
    { label: "Insurer", value: d.insurer.party ? `${d.insurer.name}, under binder ${d.insurer.binderReference}` : d.insurer.name, span: 2 },
    { label: "Producer", value: <Lines lines={[d.producer.name, `${d.producer.contactName}, ${d.producer.contactEmail}`]} />, span: 2 },
    { label: promotion ? "Promotion" : "Event", value: d.item.name },
    promotion
      ? { label: "Draw date", value: formatDay(d.item.drawDate ?? d.item.periodUntil) }
      : { label: "Period of coverage", value: formatDayRange(d.item.periodFrom, d.item.periodUntil) },
  ];
}

function Lines({ lines }: { lines: (string | null)[] }) {
  const shown = lines.filter((l): l is string => !!l && l.trim() !== "");
  return (
    <View>
      {shown.map((l, i) => (
        <Text key={i} style={i > 0 ? small : undefined}>
          {l}
        </Text>
      ))}
    </View>
  );
}

function Paragraphs({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((p, i) => (
        <Text key={i} style={{ textAlign: "justify", marginBottom: 5 }}>
          {p}
        </Text>
      ))}
    </View>
  );
}

/** The insurer's authorised representative signs (the signature fields of the proposal, named for the insurer). */
function InsurerSignature({ d, number }: { d: PolicyEndorsementData; number: number }) {
  return (
    <View wrap={false}>
      <SectionHeading number={number}>{`Signed for the Insurer, ${d.insurer.name}, by its authorised representative`}</SectionHeading>
      <SignatureFields signatureLabel="Signature of the authorised representative" />
    </View>
  );
}

function invoiceNote(d: PolicyEndorsementData): string | null {
  const i = d.invoice;
  if (!i) return null;
  return i.credit
    ? `Credited to the producer on credit note ${i.invoiceNumber} (${i.kindLabel.toLowerCase()}): ${formatMoney(i.amountDue)}, taxes included, less commission.`
    : `Invoiced to the producer on ${i.invoiceNumber} (${i.kindLabel.toLowerCase()}): ${formatMoney(i.amountDue)} due, taxes and fees included, less commission.`;
}

function Shell({
  d,
  title,
  reference,
  meta,
  children,
}: {
  d: PolicyEndorsementData;
  title: string;
  reference: string;
  meta: string;
  children: React.ReactNode;
}) {
  return (
    <Document
      title={reference}
      author={issuerName(d)}
      subject={`${reference}, issued to ${d.insured.name}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title={title}
        reference={reference}
        meta={[meta]}
        portalName={d.portalName}
        footerNote={`Endorsement No. ${d.endorsementNumber} · Policy ${d.policyNumber}`}
      >
        {children}
      </DocumentPage>
    </Document>
  );
}

/** A cover or wording change: what changed, what it costs or returns, signed for the insurer. */
export function PolicyEndorsementDocument({ data: d }: { data: PolicyEndorsementData }) {
  const reference = `Endorsement No. ${d.endorsementNumber} to policy ${d.policyNumber}`;
  const change = d.premiumChange;
  const returned = change !== null && change.startsWith("-");
  const premium: TotalLine[] = [];
  if (change !== null) premium.push({ label: returned ? "Return premium" : "Additional premium", value: formatMoney(change) });
  if (d.premiumAfter !== null)
    premium.push({ label: "Policy premium after this endorsement", value: formatMoney(d.premiumAfter), emphasis: true });
  const note = invoiceNote(d);
  let section = 0;
  return (
    <Shell
      d={d}
      title="Endorsement"
      reference={reference}
      meta={`Effective ${formatDay(d.effectiveDate)} · Issued ${formatMoment(d.issuedAt)}`}
    >
      <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 2 }}>{d.title}</Text>
      <Text style={{ color: PDF_COLORS.muted, marginBottom: 8 }}>
        {`Issued by ${issuerName(d)} on behalf of the Insurer; attached to and forming part of policy ${d.policyNumber} from ${formatDay(d.effectiveDate)}.`}
      </Text>
      <Schedule fields={partyFields(d, "Effective date")} labelWidth={38} />

      <Section number={++section} title="Endorsement">
        {d.paragraphs.length > 0 ? <Paragraphs items={d.paragraphs} /> : <Text>{d.title}</Text>}
      </Section>

      {d.changes.length > 0 ? (
        <Section number={++section} title="Schedule of changes">
          <Table
            columns={[
              { header: "Item", width: 3, bold: true },
              { header: "Before", width: 4 },
              { header: "After", width: 4 },
            ]}
            rows={d.changes.map((c) => [c.label, c.before, c.after])}
          />
        </Section>
      ) : null}

      {/* The premium under the changes that make it, right-aligned like every total. */}
      <View wrap={false}>
        {premium.length > 0 ? (
          <Totals lines={premium} width="62%" />
        ) : (
          <Text style={{ marginTop: 8 }}>This endorsement does not change the premium.</Text>
        )}
        {note ? <Text style={{ ...small, marginTop: 6 }}>{note}</Text> : null}
        <Text style={{ marginTop: 8, fontWeight: "bold" }}>All other terms and conditions of the policy remain unchanged.</Text>
      </View>

      <InsurerSignature d={d} number={++section} />
    </Shell>
  );
}

/** The cancellation of a policy: from when, why, and the premium returned under the rule. */
export function CancellationEndorsementDocument({ data: d }: { data: PolicyEndorsementData }) {
  const c = d.cancellation!;
  const reference = `Endorsement No. ${d.endorsementNumber} to policy ${d.policyNumber}`;
  const lines: TotalLine[] = [];
  if (c.premiumBefore !== null) lines.push({ label: "Policy premium before cancellation", value: formatMoney(c.premiumBefore) });
  if (c.earnedPremium !== null) lines.push({ label: "Premium earned by the Insurer", value: formatMoney(c.earnedPremium) });
  lines.push({ label: "Return premium", value: formatMoney(c.returnPremium), emphasis: true });
  const note = invoiceNote(d);
  // The stored wording usually states the rule already; it is not said twice.
  const explanation = c.explanation && !d.paragraphs.some((p) => p.includes(c.explanation!)) ? c.explanation : null;
  const fields = partyFields(d, "Cancellation date");
  fields.push({ label: "Reason for cancellation", value: c.reason.trim() !== "" ? c.reason : "—", span: 2 });
  return (
    <Shell
      d={d}
      title="Cancellation endorsement"
      reference={reference}
      meta={`Cancelled on ${formatDay(c.cancellationDate)} · Issued ${formatMoment(d.issuedAt)}`}
    >
      <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 2 }}>
        {d.title.trim() !== "" ? d.title : `Cancellation of policy ${d.policyNumber}`}
      </Text>
      <Text style={{ color: PDF_COLORS.muted, marginBottom: 8 }}>
        {`This endorsement is issued by ${issuerName(d)} on behalf of the Insurer named below and forms part of policy ${d.policyNumber}. ` +
          `The policy is cancelled with effect from ${formatDay(c.cancellationDate)}: the Insurer is not liable for any loss on a day after that.`}
      </Text>
      <Schedule fields={fields} labelWidth={38} />

      <Section number={1} title="Endorsement">
        <Paragraphs
          items={
            d.paragraphs.length > 0
              ? d.paragraphs
              : [
                  `It is agreed that policy ${d.policyNumber}, issued to ${d.insured.name}, is cancelled with effect from ${formatDay(c.cancellationDate)}.`,
                  `Reason: ${c.reason}`,
                ]
          }
        />
      </Section>

      <Section number={2} title="Return premium" keepTogether>
        <Totals lines={lines} width="62%" />
        {explanation ? <Text style={{ ...small, marginTop: 6 }}>{explanation}</Text> : null}
        {note ? <Text style={{ ...small, marginTop: 4 }}>{note}</Text> : null}
      </Section>

      <InsurerSignature d={d} number={3} />
    </Shell>
  );
}

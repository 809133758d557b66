import "server-only";
import { Document, Text, View } from "@react-pdf/renderer";
import { Schedule, Section, SectionHeading, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatMoment, formatMoney, formatPercent } from "@/pdf/format";
import { Table } from "@/pdf/table";
import { PDF_COLORS } from "@/pdf/theme";
import { toDecimal } from "@/lib/format/to-decimal";
import type { PolicyFormKey } from "@/lib/policies/policy-documents";
import { addressLine } from "./document-parties";
import { POLICY_FORMS, type PolicyWordingData } from "./policy-wording-data";
import { EndorsementForm, FormsTable } from "./policy-wording-document";
import { texasComplaintNotice, texasNoticeRequirement, texasSurplusLinesNotice } from "./clauses/texas";
import { trigger } from "./proposal-document";

// The policy's forms printed one by one (spec §2 print pages, issue 12): the Montana/Washington
// endorsement sub-pages (/print/policy/montana-washington/:policyId/iwo, /adverse-weather,
// /schedule-of-form, /sanction-limitation, /promotion-endorsement, /other-application-endorsement),
// the Montana and Washington amendatory endorsements, and the Texas surplus lines notice. Same
// letterhead, schedule and clause look as the wording they are attached to.

const small = { fontSize: 8.5, color: PDF_COLORS.muted } as const;

function Shell({ d, title, reference, children }: { d: PolicyWordingData; title: string; reference: string; children: React.ReactNode }) {
  return (
    <Document
      title={`${reference} — policy ${d.policyNumber}`}
      author={d.issuer?.name ?? d.portalName}
      subject={`${reference} for ${d.insured.name}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title={title}
        reference={reference}
        meta={[`Policy ${d.policyNumber} · Bound ${formatMoment(d.boundAt)}`]}
        portalName={d.portalName}
        footerNote={`${reference} · Policy ${d.policyNumber}`}
      >
        {children}
      </DocumentPage>
    </Document>
  );
}

/** The policy an attached form belongs to: number, insured, insurer, producer, what and when. */
function policyFields(d: PolicyWordingData): Field[] {
  const promotion = d.kind === "PROMOTION";
  const name = (promotion ? d.promotion?.name : d.event?.name) ?? "—";
  return [
    { label: "Policy number", value: d.policyNumber },
    { label: "Effective", value: formatMoment(d.boundAt) },
    { label: "Named insured", value: [d.insured.name, addressLine(d.insured)].filter(Boolean).join(", "), span: 2 },
    { label: "Insurer", value: d.insurer.party ? `${d.insurer.name}, under binder ${d.insurer.binderReference}` : d.insurer.name, span: 2 },
    { label: "Producer", value: `${d.producer.name} (${d.producer.contactName})`, span: 2 },
    { label: promotion ? "Promotion" : "Event", value: name, span: name.length > 32 ? 2 : 1 },
    promotion
      ? { label: "Draw date", value: formatDay(d.promotion?.promotionDate ?? d.coverageFrom) }
      : { label: "Period of coverage", value: formatDayRange(d.coverageFrom, d.coverageUntil) },
  ];
}

/** One endorsement form of the policy (observer, promotion, adverse weather, sanction, reliance, amendatory). */
export function PolicyFormDocument({ data: d, formKey }: { data: PolicyWordingData; formKey: PolicyFormKey }) {
  const e = d.endorsements.find((x) => x.key === formKey);
  if (!e) throw new Error(`The form ${formKey} does not apply to policy ${d.policyNumber}`);
  return (
    <Shell d={d} title="Endorsement" reference={e.form}>
      <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 2 }}>{e.title}</Text>
      <Text style={{ color: PDF_COLORS.muted, marginBottom: 8 }}>
        {`This endorsement is issued by ${d.issuer?.name ?? d.portalName} on behalf of the Insurer and changes the policy. Please read it carefully.`}
      </Text>
      <Schedule fields={policyFields(d)} labelWidth={38} />
      <View style={{ marginTop: 10 }}>
        <EndorsementForm d={d} e={e} heading={false} />
      </View>
    </Shell>
  );
}

/** The schedule of forms: exactly the forms the policy carries, with the endorsements issued since bind. */
export function ScheduleOfFormsDocument({ data: d }: { data: PolicyWordingData }) {
  const form = POLICY_FORMS.scheduleOfForms;
  return (
    <Shell d={d} title="Schedule of forms" reference={form.form}>
      <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 2 }}>{form.title}</Text>
      <Text
        style={{ color: PDF_COLORS.muted, marginBottom: 8 }}
      >{`The forms and endorsements below are attached to and form part of policy ${d.policyNumber} on the date of this schedule.`}</Text>
      <Schedule fields={policyFields(d)} labelWidth={38} />
      <View style={{ marginTop: 10 }}>
        <FormsTable d={d} />
      </View>
      <Text style={{ ...small, marginTop: 6 }}>
        {d.issuedEndorsements.length > 0
          ? "Endorsements issued after bind are listed with their effective dates; each is a document of its own."
          : "No endorsement has been issued since bind."}
      </Text>
    </Shell>
  );
}

/**
 * The Texas notices attached to a Texas insured's policy: the surplus lines notice of Texas
 * Insurance Code §981.101 (set in 11-point type, as the section requires) with the particulars a
 * surplus lines document must show, and the complaint notice of 28 TAC §1.601 (D73).
 */
export function TexasNoticeDocument({ data: d }: { data: PolicyWordingData }) {
  const form = POLICY_FORMS.texas;
  const promotion = d.kind === "PROMOTION";
  const perilRates = d.perils.map((p) => {
    const [premium, limit] = [toDecimal(p.premium), toDecimal(p.limit)];
    const r = premium && limit?.isPositive() ? formatPercent(premium.dividedBy(limit)) : "—";
    return [p.label, p.peril === "lightning" ? "Strike within 6 miles, event abandoned" : trigger(p), formatMoney(p.premium), r];
  });
  const issuer = d.issuer;
  return (
    <Shell d={d} title="Notice" reference={form.form}>
      <Text style={{ fontSize: 14, fontWeight: "bold", marginBottom: 6 }}>Texas surplus lines notice</Text>
      <View wrap={false} style={{ borderWidth: 1, borderColor: PDF_COLORS.text, padding: 10, marginBottom: 8 }}>
        <Text style={{ fontSize: 11, lineHeight: 1.4, fontWeight: "bold" }}>{texasSurplusLinesNotice(d.taxRates)}</Text>
      </View>
      <Text style={{ ...small, marginBottom: 4 }}>{texasNoticeRequirement(d.taxRates)}</Text>

      <Section number={1} title="Particulars of the insurance">
        <Schedule
          labelWidth={40}
          fields={[
            { label: "Named insured", value: [d.insured.name, addressLine(d.insured)].filter(Boolean).join(", "), span: 2 },
            {
              label: "Insurer",
              value: [d.insurer.name, d.insurer.party ? addressLine(d.insurer.party) : `binder ${d.insurer.binderReference}`]
                .filter(Boolean)
                .join(", "),
              span: 2,
            },
            {
              label: "Surplus lines agent (producer)",
              value: [d.producer.name, addressLine(d.producer)].filter(Boolean).join(", "),
              span: 2,
            },
            {
              label: "Issued for the Insurer by",
              value: issuer ? [issuer.name, addressLine(issuer)].filter(Boolean).join(", ") : d.portalName,
              span: 2,
            },
            {
              label: "Subject and location",
              value: `${promotion ? "Promotion" : "Event"} “${promotion ? (d.promotion?.name ?? "") : (d.event?.name ?? "")}” at ${[d.location.name, addressLine(d.location)].filter(Boolean).join(", ")}`,
              span: 2,
            },
            {
              label: "Term",
              value: promotion
                ? `${formatDay(d.promotion?.promotionDate ?? d.coverageFrom)} (the draw date)`
                : formatDayRange(d.coverageFrom, d.coverageUntil),
              span: 2,
            },
            { label: "Sum insured", value: formatMoney(d.aggregateLimit) },
            { label: "Premium", value: formatMoney(d.premium) },
          ]}
        />
        <View style={{ marginTop: 4 }}>
          <Table
            columns={[
              { header: "Coverage (insured peril)", width: 3.2, bold: true },
              { header: "Condition", width: 4.6 },
              { header: "Premium", width: 1.9, align: "right" },
              { header: "Rate", width: 1.4, align: "right" },
            ]}
            rows={perilRates}
          />
        </View>
        <Text style={{ ...small, marginTop: 4 }}>
          {`Premium taxes collected from the insured: ${d.taxes && d.taxes.length > 0 ? d.taxes.map((t) => `${t.label} ${formatMoney(t.amount)}`).join("; ") : "as invoiced"}. ` +
            "The rate is the premium as a share of each peril's limit. The conditions and the rest of the terms are those of the policy."}
        </Text>
      </Section>

      <View wrap={false}>
        <SectionHeading number={2}>Important notice: how to get information or make a complaint</SectionHeading>
        <ComplaintNotice d={d} />
      </View>
    </Shell>
  );
}

/** The complaint notice of 28 TAC §1.601, in the portal's words (D73). */
function ComplaintNotice({ d }: { d: PolicyWordingData }) {
  return (
    <View>
      {texasComplaintNotice(d).map(({ title, text }, i) => (
        <View key={title} style={{ flexDirection: "row", marginBottom: 4 }}>
          <Text style={{ width: 18, color: PDF_COLORS.muted }}>{`${i + 1}.`}</Text>
          <Text style={{ flex: 1, textAlign: "justify" }}>
            <Text style={{ fontWeight: "bold" }}>{`${title}. `}</Text>
            {text}
          </Text>
        </View>
      ))}
    </View>
  );
}

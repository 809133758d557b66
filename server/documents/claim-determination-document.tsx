import "server-only";
import { Document, Text, View } from "@react-pdf/renderer";
import { PERIL_THRESHOLD_UNITS } from "@/lib/rater/perils";
import { AddressBlock, Callout, Schedule, Section, type Field } from "@/pdf/blocks";
import { DocumentPage } from "@/pdf/document-page";
import { formatDay, formatDayRange, formatDecimal, formatMomentDay, formatMoney, plural } from "@/pdf/format";
import { Table, Totals, type Column, type TotalLine } from "@/pdf/table";
import { PDF_COLORS } from "@/pdf/theme";
import type { ClaimDeterminationData, ClaimDeterminationLine } from "./claim-determination-data";
import { addressLine } from "./document-parties";

// The claim determination letter (/print/claim/:claimId/determination): the claim and its policy,
// each covered day and insured peril of the claim with what was observed beside the threshold,
// what each day pays, the deductible, the aggregate and the amount, where the claim stands
// (decision, payment), and the rule in plain words.

const small = { fontSize: 8.5, color: PDF_COLORS.muted } as const;

/** A decimal in a unit as the documents write thresholds: inches with two places at least, the rest as they are. */
function measure(value: string, unit: string | null): string {
  const number = formatDecimal(value, unit === "in" ? 2 : 0);
  return unit ? `${number} ${unit}` : number;
}

/** What the peril had to reach, short for a table cell ("0.50 in or more", "95 °F or above"). */
export function thresholdText(l: Pick<ClaimDeterminationLine, "peril" | "threshold" | "unit">): string {
  if (l.peril === "lightning") return "Strike within 6 miles";
  if (l.peril === "adverseWeather") return "Adverse weather";
  if (l.threshold === null) return "—";
  const t = measure(l.threshold, l.unit ?? PERIL_THRESHOLD_UNITS[l.peril]);
  if (l.peril === "maximumTemperature") return `${t} or above`;
  if (l.peril === "minimumTemperature") return `${t} or below`;
  return `${t} or more`;
}

/** What was observed: the value in the threshold's unit, else the report's words. */
export function observedText(l: Pick<ClaimDeterminationLine, "observed" | "unit" | "detail" | "result">): string {
  if (l.observed !== null) return measure(l.observed, l.unit);
  if (l.detail && l.detail.trim() !== "") return l.detail;
  return l.result === "NO_DATA" ? "No observation" : "—";
}

function sourceText(l: ClaimDeterminationLine): string {
  return l.source === "STATION" && l.stationId ? `Station ${l.stationId}` : l.sourceLabel;
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

function isContiguous(days: string[]): boolean {
  for (let i = 1; i < days.length; i++) {
    if (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`) !== 86_400_000) return false;
  }
  return true;
}

function coveredDaysText(days: string[]): string {
  if (days.length === 0) return "—";
  const span = isContiguous(days) ? formatDayRange(days[0], days.at(-1)) : days.map(formatDay).join(", ");
  return `${span} (${plural(days.length, "day")})`;
}

function statusDateText(d: ClaimDeterminationData): string {
  return d.statusDate.calendarDay ? formatDay(d.statusDate.at) : formatMomentDay(d.statusDate.at);
}

const stationName = (s: { id: string; name: string }) => (s.name === s.id ? s.id : `${s.name} (${s.id})`);

function stationsText(d: ClaimDeterminationData): string | null {
  if (d.policy.stations.length === 0) return null;
  return d.policy.stations.map(stationName).join("; ");
}

function policyFields(d: ClaimDeterminationData): Field[] {
  const p = d.policy;
  const promotion = p.kind === "PROMOTION";
  const stations = stationsText(d);
  return [
    { label: "Policy number", value: p.policyNumber },
    promotion
      ? { label: "Draw date", value: formatDay(p.coveredDays[0]) }
      : { label: "Period of coverage", value: formatDayRange(p.periodFrom, p.periodUntil) },
    { label: "Insured", value: d.insured.name, span: 2 },
    { label: promotion ? "Promotion" : "Event", value: p.itemName, span: 2 },
    ...(promotion ? [] : [{ label: "Covered days", value: coveredDaysText(p.coveredDays), span: 2 }]),
    { label: "Location", value: <Lines lines={[p.location.name, addressLine(p.location)]} />, span: 2 },
    { label: "Claims verification source", value: p.verificationSource.label, span: 2 },
    ...(stations ? [{ label: "Weather station", value: stations, span: 2 }] : []),
    { label: "Deductible", value: formatMoney(p.deductible) },
    { label: "Aggregate limit", value: formatMoney(p.aggregateLimit) },
  ];
}

/**
 * Each day and peril of the claim: observed beside the threshold, the result, the limit per day.
 * When every value comes from the policy's named station, the station is said once under the
 * table; otherwise each row names its source (a station, an observer's or a lightning report).
 */
function Observations({ d }: { d: ClaimDeterminationData }) {
  const named = d.policy.stations[0];
  const oneStation = named !== undefined && d.lines.every((l) => l.source === "STATION" && l.stationId === named.id);
  const columns: Column[] = [
    { header: "Day", width: 1.4 },
    { header: "Peril", width: oneStation ? 2.3 : 2 },
    { header: "Observed", width: oneStation ? 1.8 : 1.6 },
    { header: "Threshold", width: oneStation ? 1.9 : 1.8 },
    { header: "Result", width: 1.6 },
    { header: "Limit per day", width: 1.6, align: "right" },
    ...(oneStation ? [] : [{ header: "Source", width: 2 }]),
  ];
  return (
    <View>
      <Table
        dense
        columns={columns}
        rows={d.lines.map((l) => [
          formatDay(l.date),
          l.perilLabel,
          observedText(l),
          thresholdText(l),
          <ResultCell key="result" l={l} />,
          formatMoney(l.limitPerDay),
          ...(oneStation ? [] : [sourceText(l)]),
        ])}
      />
      {oneStation ? (
        <Text
          style={{ ...small, marginTop: 4 }}
        >{`Every value was observed at ${stationName(named)}, the policy's named weather station.`}</Text>
      ) : null}
    </View>
  );
}

/** The result in words, bold when it triggered. */
function ResultCell({ l }: { l: ClaimDeterminationLine }) {
  return <Text style={l.result === "TRIGGERED" ? { fontWeight: "bold" } : undefined}>{l.resultLabel}</Text>;
}

function figureLines(d: ClaimDeterminationData): TotalLine[] {
  const f = d.figures!;
  const declined = d.status === "DECLINED";
  return [
    { label: "Gross amount", value: formatMoney(f.gross), note: "The amounts of the days added up" },
    {
      label: "Less deductible applied",
      value: formatMoney(f.deductibleApplied === "0.00" ? f.deductibleApplied : `-${f.deductibleApplied}`),
      note: `The policy's deductible of ${formatMoney(d.policy.deductible)} applies once per policy`,
    },
    { label: "Aggregate limit", value: formatMoney(d.policy.aggregateLimit) },
    {
      label: "Aggregate remaining",
      value: formatMoney(f.aggregateRemaining),
      note: "The aggregate limit less what earlier claims of the policy paid or were approved to pay; the amount is capped by it",
    },
    { label: declined ? "Amount determined (declined: not payable)" : "Amount payable", value: formatMoney(f.amount), emphasis: true },
  ];
}

/** Where the claim stands: determined and waiting, approved, paid, declined with the reason, or not yet determined. */
function Standing({ d }: { d: ClaimDeterminationData }) {
  const on = statusDateText(d);
  switch (d.status) {
    case "NOTIFIED":
      return (
        <Text>
          {`The claim was notified on ${on} and is not determined yet: its amount is worked out once the observations of every day it names are in.`}
        </Text>
      );
    case "DETERMINED":
      return <Text>{`The claim was determined on ${on}. The underwriter approves or declines it next.`}</Text>;
    case "APPROVED":
      return <Text>{`The claim was approved on ${on} for ${formatMoney(d.figures?.amount ?? "0")}. The payment follows.`}</Text>;
    case "PAID": {
      const p = d.payment!;
      return (
        <Schedule
          labelWidth={38}
          fields={[
            { label: "Payment date", value: formatDay(p.paidAt) },
            { label: "Amount paid", value: formatMoney(p.amount ?? d.figures?.amount ?? null) },
            { label: "Payment reference", value: p.reference && p.reference.trim() !== "" ? p.reference : "—", span: 2 },
          ]}
        />
      );
    }
    case "DECLINED":
      return (
        <View>
          <Text>{`The claim was declined on ${on}: nothing is paid under it.`}</Text>
          <Schedule
            labelWidth={38}
            fields={[{ label: "Reason", value: d.declineReason && d.declineReason.trim() !== "" ? d.declineReason : "—", span: 2 }]}
          />
        </View>
      );
  }
}

/** The rule, in plain words. */
export function determinationRule(d: ClaimDeterminationData): string[] {
  const common =
    "Each insured peril is compared with its threshold on each covered day of the claim, using the value observed at the claims verification source" +
    (d.policy.stations.length > 0 && d.policy.verificationSource.code === "CLOSEST_WEATHER_STATION"
      ? " (the weather station named above)"
      : "") +
    ". A day with no observation yet shows No data: it pays nothing until its observation arrives, and is never counted as not triggered.";
  if (d.policy.kind === "PROMOTION") {
    const sales = d.promotionSales === null ? "" : ` (${formatMoney(d.promotionSales)})`;
    return [
      common,
      `The draw date, ${formatDay(d.policy.coveredDays[0])}, is the only covered day. When an insured peril reached its threshold on it, the claim pays the benefits due to the customers, ` +
        `measured by the final sales${sales}: the final sales the underwriter confirmed, else those reported, else the final estimated sales, ` +
        "never more than the largest limit among the perils that reached their threshold.",
      "The policy's deductible is taken off once per policy (what an earlier claim took of it is not taken again), and the amount is capped by what remains of the aggregate limit after earlier claims.",
    ];
  }
  return [
    common,
    "A covered day on which one or more insured perils reached their threshold pays once: the largest limit per day among those perils (the limits are not added together).",
    "The days' amounts are added up; the policy's deductible is taken off once per policy (what an earlier claim took of it is not taken again); and the amount is capped by what remains of the aggregate limit after earlier claims paid or were approved to pay.",
  ];
}

export function ClaimDeterminationDocument({ data: d }: { data: ClaimDeterminationData }) {
  const issuer = d.issuer?.name ?? d.portalName;
  const reference = `Claim ${d.claimNumber}`;
  const promotion = d.policy.kind === "PROMOTION";
  const sections = { n: 0 };
  const next = () => ++sections.n;
  return (
    <Document
      title={`Claim determination ${d.claimNumber}`}
      author={issuer}
      subject={`Determination of claim ${d.claimNumber} under policy ${d.policy.policyNumber}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      <DocumentPage
        title="Claim determination"
        reference={reference}
        meta={[`${d.statusDate.label} ${statusDateText(d)}`]}
        portalName={d.portalName}
        footerNote={`Claim ${d.claimNumber} · Policy ${d.policy.policyNumber}`}
      >
        <Text style={{ color: PDF_COLORS.muted, marginBottom: 8 }}>
          {`Issued by ${issuer} on behalf of the Insurer, ${d.insurer.name}: how claim ${d.claimNumber} under policy ${d.policy.policyNumber} was determined from the weather record, and where it stands.`}
        </Text>
        <View style={{ flexDirection: "row", gap: 10 }}>
          <AddressBlock
            title="Insured"
            lines={[d.insured.name, d.insured.street, addressLine({ ...d.insured, street: null }), d.insured.email]}
          />
          <AddressBlock
            title="Producer"
            lines={[
              d.producer.name,
              d.producer.street,
              addressLine({ ...d.producer, street: null }),
              `Attention: ${d.producer.contactName}, ${d.producer.contactEmail}`,
            ]}
          />
        </View>

        <View style={{ marginTop: 8 }}>
          <Schedule
            labelWidth={38}
            fields={[
              { label: "Claim number", value: d.claimNumber },
              { label: "Status", value: `${d.statusLabel}, ${statusDateText(d)}` },
              {
                label: "Opened",
                value: `${formatMomentDay(d.openedAt)}, ${d.origin === "LOSS_NOTICE" ? "on the broker's loss notice" : "from the weather record"}`,
                span: 2,
              },
              {
                label: "Insurer",
                value: d.insurer.party ? `${d.insurer.name}, under binder ${d.insurer.binderReference}` : d.insurer.name,
                span: 2,
              },
            ]}
          />
        </View>

        <Section number={next()} title="Policy">
          <Schedule fields={policyFields(d)} labelWidth={38} />
        </Section>

        {d.notice ? (
          <Section number={next()} title="Loss notice">
            <Schedule
              labelWidth={38}
              fields={[
                { label: "Days named", value: d.notice.dates.map(formatDay).join(", ") || "—", span: 2 },
                ...(d.notice.perils.length > 0 ? [{ label: "Perils named", value: d.notice.perils.join(", "), span: 2 }] : []),
                { label: "What happened", value: d.notice.description.trim() !== "" ? d.notice.description : "—", span: 2 },
              ]}
            />
          </Section>
        ) : null}

        <Section number={next()} title="Observations and results">
          {d.lines.length > 0 ? <Observations d={d} /> : <Text>No covered day has been determined for this claim yet.</Text>}
        </Section>

        {d.figures ? (
          <Section number={next()} title="Amount" keepTogether={d.days.length <= 6}>
            <Table
              dense
              columns={[
                { header: "Day", width: 1.5 },
                { header: "Perils that reached their threshold", width: 5 },
                { header: promotion ? "Benefits" : "Amount", width: 2, align: "right" },
              ]}
              rows={d.days.map((day) => [
                formatDay(day.date),
                day.perils.length > 0 ? day.perils.join(", ") : "None",
                formatMoney(day.amount),
              ])}
            />
            <Totals lines={figureLines(d)} width="70%" />
          </Section>
        ) : null}

        <Section number={next()} title={d.status === "PAID" ? "Payment" : "Decision"} keepTogether>
          <Standing d={d} />
        </Section>

        <Section number={next()} title="How this was determined" keepTogether>
          {determinationRule(d).map((p, i) => (
            <Text key={i} style={{ textAlign: "justify", marginBottom: 4 }}>
              {p}
            </Text>
          ))}
        </Section>

        <Callout>{`Questions about this claim: please contact ${d.producer.name}, the broker of the policy, quoting claim ${d.claimNumber} and policy ${d.policy.policyNumber}.`}</Callout>
      </DocumentPage>
    </Document>
  );
}

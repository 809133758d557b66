import type { ReactNode } from "react";
import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { PDF_COLORS } from "./theme";

/** A numbered section heading in the accent colour over a thin rule; kept with what follows. */
export function SectionHeading({ children, number }: { children: ReactNode; number?: number | string }) {
  return (
    <View
      minPresenceAhead={60}
      style={{
        flexDirection: "row",
        marginTop: 14,
        marginBottom: 6,
        paddingBottom: 3,
        borderBottomWidth: 0.75,
        borderBottomColor: PDF_COLORS.rule,
      }}
    >
      {number !== undefined && <Text style={{ fontSize: 10.5, fontWeight: "bold", color: PDF_COLORS.accent, width: 18 }}>{number}</Text>}
      <Text style={{ fontSize: 10.5, fontWeight: "bold", color: PDF_COLORS.accent, letterSpacing: 0.2 }}>{children}</Text>
    </View>
  );
}

/** A heading and its content; `keepTogether` moves a short section whole to the next page. */
export function Section({
  title,
  number,
  children,
  keepTogether = false,
}: {
  title: string;
  number?: number | string;
  children: ReactNode;
  keepTogether?: boolean;
}) {
  if (keepTogether) {
    return (
      <View wrap={false}>
        <SectionHeading number={number}>{title}</SectionHeading>
        {children}
      </View>
    );
  }
  // Heading and content as siblings of the page's flow: minPresenceAhead then sees the content.
  return (
    <>
      <SectionHeading number={number}>{title}</SectionHeading>
      {children}
    </>
  );
}

export type Field = { label: string; value: ReactNode; /** Columns taken (a whole row when larger than the grid). */ span?: number };

/** Label above value, in `columns` columns (a field may span several). */
export function FieldGrid({ fields, columns = 3 }: { fields: Field[]; columns?: number }) {
  const width = (span = 1) => `${(100 * Math.min(span, columns)) / columns}%`;
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
      {fields.map((f) => (
        <View key={f.label} wrap={false} style={{ width: width(f.span), paddingRight: 10, marginBottom: 6 }}>
          <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 1 }}>
            {f.label}
          </Text>
          {typeof f.value === "string" || typeof f.value === "number" ? <Text>{f.value}</Text> : f.value}
        </View>
      ))}
    </View>
  );
}

/**
 * A schedule: label and value side by side, `columns` pairs a row, a hairline between rows. Denser
 * than FieldGrid, for the facts a reader scans (event, location, limits).
 */
export function Schedule({
  fields,
  columns = 2,
  labelWidth = 40,
}: {
  fields: Field[];
  columns?: number;
  /** Percent of a column. */ labelWidth?: number;
}) {
  const rows: Field[][] = [];
  let row: Field[] = [];
  let used = 0;
  for (const f of fields) {
    const span = Math.min(f.span ?? 1, columns);
    if (used + span > columns) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(f);
    used += span;
  }
  if (row.length) rows.push(row);
  return (
    <View>
      {rows.map((r, i) => (
        <View
          key={i}
          wrap={false}
          style={{ flexDirection: "row", paddingVertical: 3, borderTopWidth: i === 0 ? 0 : 0.5, borderTopColor: PDF_COLORS.ruleLight }}
        >
          {r.map((f) => {
            const span = Math.min(f.span ?? 1, columns);
            return (
              <View key={f.label} style={{ width: `${(100 * span) / columns}%`, flexDirection: "row" }}>
                <Text style={{ width: `${labelWidth / span}%`, color: PDF_COLORS.muted, fontSize: 8.5, paddingTop: 0.8, paddingRight: 6 }}>
                  {f.label}
                </Text>
                {typeof f.value === "string" || typeof f.value === "number" ? (
                  <Text style={{ flex: 1, paddingRight: 10 }}>{f.value}</Text>
                ) : (
                  <View style={{ flex: 1, paddingRight: 10 }}>{f.value}</View>
                )}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/** A titled box (insured, broker) for two side-by-side blocks of lines. */
export function AddressBlock({ title, lines, style }: { title: string; lines: (string | null | undefined)[]; style?: Style }) {
  const shown = lines.filter((l): l is string => !!l && l.trim() !== "");
  return (
    <View
      style={{ flex: 1, padding: 8, backgroundColor: PDF_COLORS.zebra, borderLeftWidth: 2, borderLeftColor: PDF_COLORS.accent, ...style }}
    >
      <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 2 }}>
        {title}
      </Text>
      {shown.map((line, i) => (
        <Text key={i} style={i === 0 ? { fontWeight: "bold" } : undefined}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/** Numbered clauses with a hanging indent (terms and conditions); a heading stays with the first. */
export function NumberedList({
  items,
  start = 1,
  heading,
}: {
  items: { title?: string; text: string }[];
  start?: number;
  /** Kept on the page of the first clause. */ heading?: ReactNode;
}) {
  const clause = (item: { title?: string; text: string }, i: number) => (
    <View key={i} wrap={false} style={{ flexDirection: "row", marginBottom: 4 }}>
      <Text style={{ width: 18, color: PDF_COLORS.muted }}>{`${start + i}.`}</Text>
      <Text style={{ flex: 1, textAlign: "justify" }}>
        {item.title ? <Text style={{ fontWeight: "bold" }}>{`${item.title}. `}</Text> : null}
        {item.text}
      </Text>
    </View>
  );
  return (
    <>
      {heading && items.length > 0 ? (
        <View wrap={false}>
          {heading}
          {clause(items[0], 0)}
        </View>
      ) : (
        heading
      )}
      {items.map((item, i) => (heading && i === 0 ? null : clause(item, i)))}
    </>
  );
}

/** A short note in a tinted box (e.g. "Options offered — choose before binding"). */
export function Callout({ children }: { children: ReactNode }) {
  return (
    <View wrap={false} style={{ marginTop: 6, padding: 7, backgroundColor: PDF_COLORS.accentLight, borderRadius: 2 }}>
      <Text style={{ fontSize: 8.5 }}>{children}</Text>
    </View>
  );
}

import type { ReactNode } from "react";
import { Text, View } from "@react-pdf/renderer";
import { PDF_COLORS } from "./theme";

export type Column = { header: string; width: number; align?: "left" | "right"; bold?: boolean };

/**
 * A table with a header row repeated on every page it runs onto, zebra rows, and columns sized by
 * relative width. Money columns take `align: "right"`.
 */
export function Table({ columns, rows }: { columns: Column[]; rows: ReactNode[][] }) {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const cell = (c: Column) => ({ width: `${(c.width / total) * 100}%`, paddingHorizontal: 5, textAlign: c.align ?? "left" }) as const;
  return (
    <View style={{ borderTopWidth: 0.75, borderTopColor: PDF_COLORS.rule, borderBottomWidth: 0.75, borderBottomColor: PDF_COLORS.rule }}>
      <View fixed style={{ flexDirection: "row", backgroundColor: PDF_COLORS.accentLight, paddingVertical: 4 }}>
        {columns.map((c) => (
          <Text key={c.header} style={{ ...cell(c), fontSize: 7.5, fontWeight: "bold", color: PDF_COLORS.accentDark, textTransform: "uppercase", letterSpacing: 0.3 }}>
            {c.header}
          </Text>
        ))}
      </View>
      {rows.map((row, r) => (
        <View key={r} wrap={false} style={{ flexDirection: "row", paddingVertical: 4, backgroundColor: r % 2 === 1 ? PDF_COLORS.zebra : undefined, borderTopWidth: r === 0 ? 0 : 0.5, borderTopColor: PDF_COLORS.ruleLight }}>
          {columns.map((c, i) =>
            typeof row[i] === "string" || typeof row[i] === "number" || row[i] === null || row[i] === undefined ? (
              <Text key={i} style={{ ...cell(c), fontWeight: c.bold ? "bold" : "normal" }}>
                {row[i] ?? ""}
              </Text>
            ) : (
              <View key={i} style={cell(c)}>
                {row[i]}
              </View>
            ),
          )}
        </View>
      ))}
    </View>
  );
}

export type TotalLine = { label: string; value: string; note?: string; emphasis?: boolean };

/** Label and right-aligned amount lines under a table, the emphasised one (the total) over a rule. */
export function Totals({ lines, width = "55%" }: { lines: TotalLine[]; width?: string }) {
  return (
    <View wrap={false} style={{ alignSelf: "flex-end", width, marginTop: 6 }}>
      {lines.map((l) => (
        <View
          key={l.label}
          style={{
            flexDirection: "row",
            justifyContent: "space-between",
            paddingVertical: l.emphasis ? 4 : 2,
            paddingHorizontal: 5,
            marginTop: l.emphasis ? 3 : 0,
            borderTopWidth: l.emphasis ? 1 : 0,
            borderTopColor: PDF_COLORS.text,
            backgroundColor: l.emphasis ? PDF_COLORS.accentLight : undefined,
          }}
        >
          <View style={{ flex: 1, paddingRight: 8 }}>
            <Text style={{ fontWeight: l.emphasis ? "bold" : "normal", fontSize: l.emphasis ? 10.5 : 9.5 }}>{l.label}</Text>
            {l.note ? <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted }}>{l.note}</Text> : null}
          </View>
          <Text style={{ textAlign: "right", fontWeight: l.emphasis ? "bold" : "normal", fontSize: l.emphasis ? 10.5 : 9.5 }}>{l.value}</Text>
        </View>
      ))}
    </View>
  );
}

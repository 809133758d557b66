import type { ReactNode } from "react";
import { Text, View } from "@react-pdf/renderer";
import { PDF_COLORS } from "./theme";

export type Column = { header: string; width: number; align?: "left" | "right"; bold?: boolean };

/**
 * A table with a header row repeated on every page it runs onto, zebra rows, and columns sized by
 * relative width. Money columns take `align: "right"`. `dense`: tighter rows, for a one-page
 * document whose lines are many (an invoice's charges).
 */
export function Table({ columns, rows, dense = false }: { columns: Column[]; rows: ReactNode[][]; dense?: boolean }) {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const cell = (c: Column) => ({ width: `${(c.width / total) * 100}%`, paddingHorizontal: 5, textAlign: c.align ?? "left" }) as const;
  return (
    <View style={{ borderTopWidth: 0.75, borderTopColor: PDF_COLORS.rule, borderBottomWidth: 0.75, borderBottomColor: PDF_COLORS.rule }}>
      <View fixed style={{ flexDirection: "row", backgroundColor: PDF_COLORS.accentLight, paddingVertical: 4 }}>
        {columns.map((c) => (
          <Text
            key={c.header}
            style={{
              ...cell(c),
              fontSize: 7.5,
              fontWeight: "bold",
              color: PDF_COLORS.accentDark,
              textTransform: "uppercase",
              letterSpacing: 0.3,
            }}
          >
            {c.header}
          </Text>
        ))}
      </View>
      {rows.map((row, r) => (
        <View
          key={r}
          wrap={false}
          style={{
            flexDirection: "row",
            paddingVertical: dense ? 2.5 : 4,
            backgroundColor: r % 2 === 1 ? PDF_COLORS.zebra : undefined,
            borderTopWidth: r === 0 ? 0 : 0.5,
            borderTopColor: PDF_COLORS.ruleLight,
          }}
        >
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

/** `strong`: a group's heading with its sum (bold, over a light rule); `indent`: a line of that group; `emphasis`: the total. */
export type TotalLine = { label: string; value: string; note?: string; emphasis?: boolean; strong?: boolean; indent?: boolean };

function TotalRow({ line: l }: { line: TotalLine }) {
  return (
    <View
      style={{
        flexDirection: "row",
        justifyContent: "space-between",
        paddingVertical: l.emphasis ? 4 : 2,
        paddingHorizontal: 5,
        paddingLeft: l.indent ? 14 : 5,
        marginTop: l.emphasis ? 3 : 0,
        borderTopWidth: l.emphasis ? 1 : l.strong ? 0.5 : 0,
        borderTopColor: l.emphasis ? PDF_COLORS.text : PDF_COLORS.rule,
        backgroundColor: l.emphasis ? PDF_COLORS.accentLight : undefined,
      }}
    >
      <View style={{ flex: 1, paddingRight: 8 }}>
        <Text style={{ fontWeight: l.emphasis || l.strong ? "bold" : "normal", fontSize: l.emphasis ? 10.5 : 9.5 }}>{l.label}</Text>
        {l.note ? <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted }}>{l.note}</Text> : null}
      </View>
      <Text style={{ textAlign: "right", fontWeight: l.emphasis || l.strong ? "bold" : "normal", fontSize: l.emphasis ? 10.5 : 9.5 }}>
        {l.value}
      </Text>
    </View>
  );
}

/**
 * Label and right-aligned amount lines under a table, the emphasised one (the total) over a rule.
 * `breakable`: the lines may go on over the next page, between groups (a group opens at a heading
 * or the total), never inside one.
 */
export function Totals({ lines, width = "55%", breakable = false }: { lines: TotalLine[]; width?: string; breakable?: boolean }) {
  const groups: TotalLine[][] = [];
  for (const l of lines) {
    if (groups.length === 0 || l.strong || l.emphasis || groups[groups.length - 1].some((g) => g.emphasis)) groups.push([]);
    groups[groups.length - 1].push(l);
  }
  return (
    <View wrap={breakable} style={{ alignSelf: "flex-end", width, marginTop: 6 }}>
      {groups.map((group) => (
        <View key={group.map((l) => `${l.label}-${l.value}`).join("|")} wrap={false}>
          {group.map((l) => (
            <TotalRow key={`${l.label}-${l.value}`} line={l} />
          ))}
        </View>
      ))}
    </View>
  );
}

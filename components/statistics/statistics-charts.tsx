"use client";

import * as React from "react";
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDecimal, formatMoney, formatMoneyCompact, formatPercentPoints, percentOf, sumDecimals } from "@/lib/format/money";
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUS_TONES } from "@/lib/status/status-style";
import type { StatisticsDto } from "@/lib/statistics/statistics";

// The statistics' charts (recharts, loaded lazily by statistics-view.tsx): premium and policies by
// month, quotations by status, premium by broker company and binder capacity used. Each chart has
// a text summary for screen readers.

const ACCENT = "#1f66c2";
/** Capacity left: a lighter blue that still stands out from the white card. */
const REMAINING = "#8fbef5";
const TONE_COLOURS: Record<string, string> = {
  neutral: "#94a3b8",
  open: "#3b82f6",
  waiting: "#f59e0b",
  live: "#22c55e",
  closed: "#64748b",
  danger: "#ef4444",
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(2, 4)}`;

function ChartCard({
  title,
  description,
  summary,
  children,
  className,
}: {
  title: string;
  description?: string;
  summary: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className={`rounded-md border border-slate-200 bg-white shadow-xs ${className ?? ""}`}>
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="text-xs text-slate-500">{description}</p>}
      </div>
      <div className="px-2 py-3" role="img" aria-label={summary}>
        {children}
      </div>
    </section>
  );
}

function Empty({ text }: { text: string }) {
  return <div className="flex h-56 items-center justify-center text-sm text-slate-500">{text}</div>;
}

const tooltipStyle = { fontSize: 12, borderRadius: 6, borderColor: "#e2e8f0" };
/** Legend labels in the text colour (recharts paints them in their series' colour, unreadable for a light one). */
const legendLabel = (value: string) => <span className="text-slate-700">{value}</span>;

/**
 * Bars along a value axis (money, or whole counts) with one category per row; the bars, and a
 * legend if any, are the children.
 */
function HorizontalBarChart({
  data,
  height,
  category,
  categoryWidth,
  money = false,
  children,
}: {
  data: object[];
  height: number;
  category: string;
  categoryWidth: number;
  money?: boolean;
  children: React.ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#eef2f7" horizontal={false} />
        <XAxis
          type="number"
          {...(money ? { tickFormatter: (v: number) => formatMoneyCompact(v) } : { allowDecimals: false })}
          tick={{ fontSize: 12, fill: "#475569" }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          type="category"
          dataKey={category}
          width={categoryWidth}
          tick={{ fontSize: 12, fill: "#334155" }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          cursor={{ fill: "#f1f5f9" }}
          {...(money && { formatter: (value: unknown) => formatMoney(Number(value)) })}
        />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function StatisticsCharts({ data }: { data: StatisticsDto }) {
  const months = data.byMonth.map((m) => ({ month: monthLabel(m.month), premium: Number(m.premium), policies: m.policies }));
  const statuses = data.quotationsByStatus.map((s) => ({
    status: QUOTATION_STATUS_LABELS[s.status as keyof typeof QUOTATION_STATUS_LABELS] ?? s.status,
    count: s.count,
    colour: TONE_COLOURS[QUOTATION_STATUS_TONES[s.status as keyof typeof QUOTATION_STATUS_TONES] ?? "neutral"],
  }));
  const brokers = data.byBrokerCompany ? topBrokers(data.byBrokerCompany) : null;
  const binders = data.binders?.map((b) => {
    const capacity = Number(b.capacity);
    const used = Number(b.used);
    return {
      name: b.uniqueMarketReference,
      used,
      remaining: Math.max(0, Number(sumDecimals([b.capacity], [b.used]))),
      percent: formatPercentPoints(percentOf(b.used, b.capacity, 1) ?? "0", { minDecimals: 0, maxDecimals: 1 }),
      capacity,
    };
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Premium and policies by month"
        description="Gross premium of every transaction (returns deducted) and policies bound, by month of issue"
        summary={`Premium by month: ${data.byMonth.map((m) => `${m.month} ${formatMoney(m.premium)}, ${m.policies} policies`).join("; ") || "none"}`}
        className="lg:col-span-2"
      >
        {months.length === 0 ? (
          <Empty text="No transactions in the period." />
        ) : (
          <ResponsiveContainer width="100%" height={260}>
            <ComposedChart data={months} margin={{ top: 8, right: 12, bottom: 0, left: 8 }}>
              <CartesianGrid stroke="#eef2f7" vertical={false} />
              <XAxis dataKey="month" tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
              <YAxis
                yAxisId="money"
                tickFormatter={(v: number) => formatMoneyCompact(v)}
                tick={{ fontSize: 12, fill: "#475569" }}
                tickLine={false}
                axisLine={false}
                width={64}
              />
              <YAxis
                yAxisId="count"
                orientation="right"
                allowDecimals={false}
                tick={{ fontSize: 12, fill: "#475569" }}
                tickLine={false}
                axisLine={false}
                width={36}
              />
              <Tooltip
                contentStyle={tooltipStyle}
                formatter={(value, name) => (name === "Premium" ? formatMoney(Number(value)) : String(value))}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
              <Bar
                isAnimationActive={false}
                yAxisId="money"
                dataKey="premium"
                name="Premium"
                fill={ACCENT}
                radius={[3, 3, 0, 0]}
                maxBarSize={40}
              />
              <Line
                isAnimationActive={false}
                yAxisId="count"
                dataKey="policies"
                name="Policies"
                stroke="#f59e0b"
                strokeWidth={2}
                dot={{ r: 3 }}
                type="monotone"
              />
            </ComposedChart>
          </ResponsiveContainer>
        )}
      </ChartCard>

      <ChartCard
        title="Quotations by status"
        description="Quotations created in the period"
        summary={`Quotations by status: ${statuses.map((s) => `${s.status} ${s.count}`).join(", ") || "none"}`}
        className={brokers ? undefined : "lg:col-span-2"}
      >
        {statuses.length === 0 ? (
          <Empty text="No quotations in the period." />
        ) : (
          <HorizontalBarChart data={statuses} height={Math.max(180, statuses.length * 26 + 30)} category="status" categoryWidth={150}>
            <Bar isAnimationActive={false} dataKey="count" name="Quotations" radius={[0, 3, 3, 0]} maxBarSize={18}>
              {statuses.map((s) => (
                <Cell key={s.status} fill={s.colour} />
              ))}
            </Bar>
          </HorizontalBarChart>
        )}
      </ChartCard>

      {brokers && (
        <ChartCard
          title="Premium by broker company"
          description="Gross premium of the period's transactions"
          summary={`Premium by broker company: ${brokers.map((b) => `${b.name} ${formatMoney(b.amount)}`).join(", ") || "none"}`}
        >
          {brokers.length === 0 ? (
            <Empty text="No transactions in the period." />
          ) : (
            <HorizontalBarChart data={brokers} height={Math.max(180, brokers.length * 28 + 30)} category="name" categoryWidth={160} money>
              <Bar isAnimationActive={false} dataKey="premium" name="Premium" fill={ACCENT} radius={[0, 3, 3, 0]} maxBarSize={18} />
            </HorizontalBarChart>
          )}
        </ChartCard>
      )}

      {binders && (
        <ChartCard
          title="Binder capacity used"
          description="Aggregate limits of the policies on each binder that are not cancelled, today"
          summary={`Binder capacity used: ${binders.map((b) => `${b.name} ${b.percent}`).join(", ") || "none"}`}
          className={brokers ? "lg:col-span-2" : undefined}
        >
          {binders.length === 0 ? (
            <Empty text="No binders." />
          ) : (
            <HorizontalBarChart data={binders} height={Math.max(140, binders.length * 34 + 50)} category="name" categoryWidth={160} money>
              <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
              <Bar isAnimationActive={false} dataKey="used" name="Used" stackId="capacity" fill={ACCENT} maxBarSize={20} />
              <Bar
                isAnimationActive={false}
                dataKey="remaining"
                name="Remaining"
                stackId="capacity"
                fill={REMAINING}
                radius={[0, 3, 3, 0]}
                maxBarSize={20}
              />
            </HorizontalBarChart>
          )}
        </ChartCard>
      )}
    </div>
  );
}

/** The ten broker companies with the most premium, the rest as "Others". */
function topBrokers(list: NonNullable<StatisticsDto["byBrokerCompany"]>) {
  // The bars plot numbers; the text summary reads the exact amounts beside them.
  const rows = list.map((b) => ({ name: b.name, amount: b.premium, premium: Number(b.premium) }));
  if (rows.length <= 10) return rows;
  const others = formatDecimal(sumDecimals(rows.slice(9).map((r) => r.amount)), { decimals: 2, group: false });
  return [...rows.slice(0, 9), { name: `Others (${rows.length - 9})`, amount: others, premium: Number(others) }];
}

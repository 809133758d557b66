"use client";

import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatPercent } from "@/lib/format/money";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS } from "@/lib/rater/perils";
import type { ThresholdCurve } from "@/lib/rater/threshold-curve";

// The rater sandbox's threshold curves (recharts, loaded lazily by rater-sandbox.tsx): the peril's
// premium at each threshold of its range, the chosen threshold marked. Styled as the statistics' charts.

const ACCENT = "#1f66c2";
const CHOSEN = "#b45309";
const tick = { fontSize: 12, fill: "#475569" };
const axisLabel = { fontSize: 12, fill: "#334155" };
const tooltipStyle = { fontSize: 12, borderRadius: 6, borderColor: "#e2e8f0" };

/** Axis ticks are whole dollars; the tooltip and the summary show cents. */
const dollars = (value: number) => formatMoney(value, { cents: false });

/** About five round ticks across the thresholds (0.5, 1, 1.5, 2 rather than 0.1, 0.6, 1.1, …). */
function roundTicks(min: number, max: number): number[] {
  const rough = (max - min) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let k = Math.ceil(min / step); k * step <= max + 1e-9; k++) ticks.push(Number((k * step).toFixed(6)));
  return ticks;
}

function describe(curve: ThresholdCurve, unit: string): string {
  const points = curve.points.map((p) => `${p.threshold} ${unit} ${p.premium === null ? "not quotable" : formatMoney(p.premium)}`);
  return `${PERIL_LABELS[curve.peril]} premium by threshold, chosen ${curve.threshold} ${unit}: ${points.join(", ")}`;
}

function CurveChart({ curve, limitPerDay }: { curve: ThresholdCurve; limitPerDay: string | undefined }) {
  const unit = PERIL_THRESHOLD_UNITS[curve.peril] ?? "";
  const data = curve.points.map((p) => ({
    threshold: Number(p.threshold),
    label: p.threshold,
    premium: p.premium === null ? null : Number(p.premium),
    money: p.premium,
    rate: p.rate,
  }));
  const chosen = Number(curve.threshold);
  const chosenPoint = curve.points.find((p) => p.threshold === curve.threshold);
  const below = curve.peril === "minimumTemperature";
  return (
    <figure className="rounded-md border border-slate-200 bg-white" data-testid={`threshold-curve-${curve.peril}`}>
      <figcaption className="border-b border-slate-200 px-3 py-2">
        <span className="text-sm font-semibold text-slate-900">{PERIL_LABELS[curve.peril]}</span>
        <span className="block text-xs text-slate-500">
          {chosenPoint?.premium ? formatMoney(chosenPoint.premium) : "Not quotable"} at the chosen {curve.threshold} {unit}
          {limitPerDay ? `, limit ${formatMoney(limitPerDay)} a day` : ""}. A day counts when the{" "}
          {below ? "minimum temperature is at or below" : "reading is at or above"} the threshold.
        </span>
      </figcaption>
      {curve.points.every((p) => p.premium === null) ? (
        <p className="px-3 py-6 text-sm text-slate-600">The rater cannot price this peril at any of these thresholds.</p>
      ) : (
        <div className="px-1 py-2" role="img" aria-label={describe(curve, unit)}>
          <ResponsiveContainer width="100%" height={210}>
            <LineChart data={data} margin={{ top: 18, right: 16, bottom: 18, left: 12 }}>
              <CartesianGrid stroke="#eef2f7" />
              <XAxis
                type="number"
                dataKey="threshold"
                domain={["dataMin", "dataMax"]}
                ticks={roundTicks(data[0].threshold, data[data.length - 1].threshold)}
                tick={tick}
                tickLine={false}
                axisLine={{ stroke: "#cbd5e1" }}
                label={{ value: `Threshold (${unit})`, position: "insideBottom", offset: -12, style: axisLabel }}
              />
              <YAxis
                tickFormatter={dollars}
                tick={tick}
                tickLine={false}
                axisLine={false}
                width={72}
                label={{
                  value: "Premium (USD)",
                  angle: -90,
                  position: "insideLeft",
                  offset: 0,
                  dx: -4,
                  style: { ...axisLabel, textAnchor: "middle" },
                }}
              />
              <Tooltip
                contentStyle={tooltipStyle}
                labelFormatter={(value) => `Threshold ${value} ${unit}`}
                formatter={(_value, _name, item) => {
                  const point = item.payload as (typeof data)[number];
                  const rate = point.rate === null ? "" : ` (rate ${formatPercent(point.rate, { decimals: 2 })})`;
                  return [point.money === null ? "Not quotable" : `${formatMoney(point.money)}${rate}`, "Premium"];
                }}
              />
              <ReferenceLine
                x={chosen}
                stroke={CHOSEN}
                strokeDasharray="4 3"
                label={{ value: `Chosen ${curve.threshold} ${unit}`, position: "top", fontSize: 11, fill: CHOSEN }}
              />
              <Line
                isAnimationActive={false}
                dataKey="premium"
                name="Premium"
                stroke={ACCENT}
                strokeWidth={2}
                type="linear"
                connectNulls={false}
                dot={(props: { cx?: number; cy?: number; payload?: (typeof data)[number]; index?: number }) => {
                  const isChosen = props.payload?.threshold === chosen;
                  if (props.cx === undefined || props.cy === undefined || props.payload?.premium === null)
                    return <g key={`dot-${props.index}`} />;
                  return (
                    <circle
                      key={`dot-${props.index}`}
                      cx={props.cx}
                      cy={props.cy}
                      r={isChosen ? 5 : 2.5}
                      fill={isChosen ? CHOSEN : ACCENT}
                      stroke="#fff"
                      strokeWidth={isChosen ? 1.5 : 0}
                    />
                  );
                }}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/** One small chart per peril with a threshold. */
export function ThresholdCurveCharts({ curves, limits }: { curves: ThresholdCurve[]; limits: Partial<Record<string, string>> }) {
  return (
    <div className={curves.length > 1 ? "grid gap-3 xl:grid-cols-2" : "grid gap-3"}>
      {curves.map((curve) => (
        <CurveChart key={curve.peril} curve={curve} limitPerDay={limits[curve.peril]} />
      ))}
    </div>
  );
}

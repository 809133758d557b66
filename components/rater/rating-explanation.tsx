import { Badge } from "@/components/ui/badge";
import { formatMoney, formatPercent } from "@/lib/format/money";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS } from "@/lib/rater/perils";
import type { RateQuoteOption, RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import { formatStationName } from "@/lib/format/station-name";

/** Hits per sampled year as small bars (height: hits / usable days of that year). */
function HitsChart({ option }: { option: RateQuoteOption }) {
  const years = [...option.hitsByYear].reverse();
  if (years.length === 0) return null;
  const width = 12;
  const height = 48;
  return (
    <figure className="mt-2">
      <svg
        role="img"
        aria-label={`Hits per year for ${PERIL_LABELS[option.peril]}: ${years.map((y) => `${y.year} ${y.hits} of ${y.usable}`).join(", ")}`}
        width={years.length * (width + 3)}
        height={height + 14}
        className="overflow-visible"
      >
        {years.map((y, i) => {
          const ratio = y.usable > 0 ? y.hits / y.usable : 0;
          const h = Math.max(ratio * height, y.hits > 0 ? 2 : 0);
          return (
            <g key={y.year} transform={`translate(${i * (width + 3)},0)`}>
              <title>{`${y.year}: ${y.hits} hits in ${y.usable} usable days`}</title>
              <rect y={0} width={width} height={height} className="fill-slate-100" rx={2} />
              <rect y={height - h} width={width} height={h} className={y.usable === 0 ? "fill-slate-300" : "fill-accent-500"} rx={2} />
              {(i === 0 || i === years.length - 1) && (
                <text x={width / 2} y={height + 12} textAnchor="middle" className="fill-slate-500 text-[9px]">
                  {String(y.year).slice(2)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500">Hits per year, oldest to newest</figcaption>
    </figure>
  );
}

function OptionExplanation({ option, result }: { option: RateQuoteOption; result: RateQuoteResultDto }) {
  const unit = PERIL_THRESHOLD_UNITS[option.peril];
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid={`explanation-${option.peril}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{PERIL_LABELS[option.peril]}</span>
        {option.threshold !== null && unit && (
          <span className="text-sm text-slate-600">
            at {option.threshold} {unit}
          </span>
        )}
        <Badge tone={option.quotable ? "live" : "danger"}>{option.quotable ? "Quotable" : "Not quotable"}</Badge>
        <span className="ml-auto text-sm font-semibold tabular-nums" data-testid={`option-premium-${option.peril}`}>
          {formatMoney(option.premium)}
        </span>
      </div>
      {option.reason && <p className="mt-1 text-sm text-red-700">{option.reason}</p>}
      {option.station && (
        <p className="mt-1 text-sm text-slate-700">
          Station {formatStationName(option.station.name)} ({option.station.id}), {option.station.distanceMiles} miles away.
        </p>
      )}
      {option.years.length > 0 && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-500">Years sampled</dt>
              <dd className="tabular-nums">
                {option.years.length} ({option.years[option.years.length - 1]}–{option.years[0]})
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Usable samples</dt>
              <dd className="tabular-nums">
                {option.samples} of {option.possibleSamples}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Hits</dt>
              <dd className="tabular-nums">{option.hits}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Probability</dt>
              <dd className="tabular-nums">{formatPercent(option.probability, { decimals: 3 })}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Loading (CLF)</dt>
              <dd className="tabular-nums">× {option.loading}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Loaded rate</dt>
              <dd className="tabular-nums">{formatPercent(option.unclampedRate, { decimals: 3 })}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Rate</dt>
              <dd className="tabular-nums">
                {formatPercent(option.rate, { decimals: 2 })}
                {option.clamped && (
                  <span className="ml-1 text-xs text-amber-700">
                    (
                    {option.clamped === "minimum"
                      ? `raised to the minimum ${formatPercent(result.minimumRate, { decimals: 2 })}`
                      : `lowered to the maximum ${formatPercent(result.maximumRate, { decimals: 2 })}`}
                    )
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Limit</dt>
              <dd className="tabular-nums">
                {formatMoney(option.limitPerDay)} × {result.eventDays} = {formatMoney(option.limit)}
              </dd>
            </div>
          </dl>
          <HitsChart option={option} />
        </>
      )}
    </li>
  );
}

/** How the rater reached its figures, for underwriters and the sandbox (DESIGN.md §6 step 5). */
export function RatingExplanation({ result }: { result: RateQuoteResultDto }) {
  const window = result.sampleWindow;
  return (
    <section aria-label="Rating explanation" className="space-y-3">
      <p className="text-sm text-slate-700">
        {result.location.city}, {result.location.state} {result.location.zipCode}. Each option samples the event&apos;s {result.eventDays}{" "}
        calendar day{result.eventDays === 1 ? "" : "s"} in the {window.years} most recent years with observations, {window.daysPrior} days
        before to {window.daysAfter} days after; missing days are left out. Rate = probability × loading, kept between{" "}
        {formatPercent(result.minimumRate, { decimals: 2 })} and {formatPercent(result.maximumRate, { decimals: 2 })}; premium = rate ×
        limit.
      </p>
      <ul className="space-y-2">
        {result.options.map((option) => (
          <OptionExplanation key={option.peril} option={option} result={result} />
        ))}
      </ul>
      <dl className="ml-auto grid max-w-sm gap-1 rounded-md bg-slate-50 p-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{PRICE_LABELS.premium}</dt>
          <dd className="tabular-nums">{formatMoney(result.optionsPremium)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{PRICE_LABELS.observerFee}</dt>
          <dd className="tabular-nums">{formatMoney(result.fees.observer)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            {PRICE_LABELS.lightningFee} ({result.fees.lightningPeriods} × 72 h)
          </dt>
          <dd className="tabular-nums">{formatMoney(result.fees.lightning)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
          {/* Premium plus fees, before the insured state's taxes: never called a premium (decisions.md D103). */}
          <dt>{PRICE_LABELS.premiumAndFees}</dt>
          <dd className="tabular-nums" data-testid="total-premium">
            {formatMoney(result.totalPremium)}
          </dd>
        </div>
      </dl>
      {result.belowMinimumPremium && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="below-minimum">
          Calculated Premium is below Minimum Premium ({formatMoney(result.minimumPremium)}): a quotation priced like this goes to an
          underwriter.
        </p>
      )}
    </section>
  );
}

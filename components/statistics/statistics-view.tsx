"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Banknote, ChartPie, CircleAlert, CloudRain, FileText, Hourglass, Landmark, Percent, Shield } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { BinderFilter } from "@/components/reports/binder-filter";
import { FilterSelect } from "@/components/reports/filter-select";
import { RangePresets } from "@/components/reports/report-parts";
import { ReportRangeFields } from "@/components/reports/report-range-fields";
import { useSearchParamsWriter } from "@/components/reports/use-search-params-writer";
import { Spinner } from "@/components/ui/spinner";
import { callApi } from "@/lib/api/client";
import * as reportsApi from "@/lib/api/operations/reports";
import { formatDecimal, formatMoney, formatPercentPoints } from "@/lib/format/money";
import { reportRangeErrors } from "@/lib/reports/bordereau-fields";
import type { StatisticsDto } from "@/lib/statistics/statistics";

// The statistics page (spec §3 Statistics, §6, §8; issue 13; D114): the cards (the book's four and
// the claims' four), the filters (binder, range, broker company for admins and underwriters, current
// year only) and the charts. The chart
// library is loaded only here, and only in the browser, after the cards.

const StatisticsCharts = dynamic(() => import("./statistics-charts").then((m) => m.StatisticsCharts), {
  ssr: false,
  loading: () => (
    <div className="flex h-72 items-center justify-center rounded-md border border-slate-200 bg-white">
      <Spinner size="md" label="Loading charts" className="text-slate-400" />
    </div>
  ),
});

/** Spec §8: the statistics could not be fetched. */
const STATISTICS_ERROR_MESSAGE = "Could not fetch statistics data";

/** The cards: one column on a phone, two from 640 px, four from 1280 px; a long figure wraps rather than being cut off. */
const CARD_GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4";

type State = { currentYear: boolean; from: string; until: string; binderId: string; brokerCompanyId: string };

function readState(params: URLSearchParams): State {
  const from = params.get("from") ?? "";
  const until = params.get("until") ?? "";
  return {
    // The current year unless a range is chosen or it is switched off.
    currentYear: params.get("currentYear") !== "false" && !from && !until,
    from,
    until,
    binderId: params.get("binderId") ?? "",
    brokerCompanyId: params.get("brokerCompanyId") ?? "",
  };
}

export function StatisticsView({ canFilterByBroker, options }: { canFilterByBroker: boolean; options: StatisticsDto["options"] }) {
  const searchParams = useSearchParams();
  const urlState = React.useMemo(() => readState(searchParams), [searchParams]);
  // The checkbox answers at once; the URL (and the request) follow.
  const [yearOverride, setYearOverride] = React.useState<boolean | null>(null);
  React.useEffect(() => setYearOverride(null), [searchParams]);
  const state = React.useMemo(
    () => (yearOverride === null ? urlState : { ...urlState, currentYear: yearOverride }),
    [urlState, yearOverride],
  );
  const yearId = React.useId();
  const setParams = useSearchParamsWriter();

  const errors = reportRangeErrors({ from: state.from, until: state.until });
  const valid = !errors.from && !errors.until;

  const query = React.useMemo(
    () => ({
      currentYear: state.currentYear ? ("true" as const) : undefined,
      from: state.currentYear ? undefined : state.from || undefined,
      until: state.currentYear ? undefined : state.until || undefined,
      binderId: state.binderId || undefined,
      brokerCompanyId: canFilterByBroker && state.brokerCompanyId ? state.brokerCompanyId : undefined,
    }),
    [state, canFilterByBroker],
  );

  const result = useQuery({
    queryKey: ["statistics", query],
    queryFn: ({ signal }) => callApi(reportsApi.getStatistics, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const data = result.data?.data;

  return (
    <div className="grid gap-4">
      <section aria-label="Filters" className="rounded-md border border-slate-200 bg-white shadow-xs">
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3 px-4 py-3" role="search">
          <RangePresets
            range={state.currentYear ? null : state}
            onChoose={(range) => {
              setYearOverride(false);
              setParams({ ...range, currentYear: "false" });
            }}
            className="basis-full"
          />
          <div className="grid gap-1 self-end pb-2">
            <Checkbox
              id={yearId}
              label="Current year only"
              checked={state.currentYear}
              onChange={(e) => {
                setYearOverride(e.target.checked);
                setParams(e.target.checked ? { currentYear: null, from: null, until: null } : { currentYear: "false" });
              }}
            />
          </div>
          <ReportRangeFields
            range={state}
            errors={errors}
            disabled={state.currentYear}
            onChange={(change) => setParams({ ...change, currentYear: "false" })}
          />
          <BinderFilter binders={options.binders} value={state.binderId} onChange={(binderId) => setParams({ binderId })} />
          {canFilterByBroker && (
            <FilterSelect
              label="Broker"
              allLabel="All brokers"
              value={state.brokerCompanyId}
              options={(options.brokerCompanies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(brokerCompanyId) => setParams({ brokerCompanyId })}
              className="w-52"
            />
          )}
          <div className="ml-auto flex h-9 items-center self-end">
            {result.isFetching && !result.isPending && <Spinner size="sm" label="Loading" className="text-slate-400" />}
          </div>
        </div>
      </section>

      {result.isError && !data ? (
        <div
          role="alert"
          data-testid="statistics-error"
          className="flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white px-4 py-10 text-center shadow-xs"
        >
          <Icon node={CircleAlert} aria-hidden className="size-8 text-red-500" strokeWidth={1.5} />
          <p className="text-sm font-medium text-slate-800">{STATISTICS_ERROR_MESSAGE}</p>
          <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-label="Figures" className={cn(CARD_GRID, result.isFetching && !result.isPending && "opacity-70")}>
            <StatCard
              icon={<Icon node={FileText} aria-hidden />}
              label="Live quotations"
              value={data ? formatDecimal(data.liveQuotations) : null}
              hint="Submitted, not bound or ended"
            />
            <StatCard
              icon={<Icon node={Shield} aria-hidden />}
              label="Policies"
              value={data ? formatDecimal(data.policies) : null}
              hint="Bound in the period"
            />
            <StatCard
              icon={<Icon node={Landmark} aria-hidden />}
              label="Premium"
              value={data ? formatMoney(data.premium) : null}
              hint={data ? `${formatDecimal(data.transactions)} transactions, returns deducted` : ""}
            />
            <StatCard
              icon={<Icon node={Percent} aria-hidden />}
              label="Commission"
              value={data ? formatMoney(data.commission) : null}
              hint={data ? `Net to underwriters ${formatMoney(data.netPremium)}` : ""}
            />
          </section>
          <section aria-label="Claims figures" className={cn(CARD_GRID, result.isFetching && !result.isPending && "opacity-70")}>
            <StatCard
              icon={<Icon node={CloudRain} aria-hidden />}
              label="Claims"
              value={data ? formatDecimal(data.claims) : null}
              hint="Open in the period, or paid in it"
            />
            <StatCard
              icon={<Icon node={Banknote} aria-hidden />}
              label="Claims paid"
              value={data ? formatMoney(data.claimsPaid) : null}
              hint="Payments dated in the period"
            />
            <StatCard
              icon={<Icon node={Hourglass} aria-hidden />}
              label="Claims outstanding"
              value={data ? formatMoney(data.claimsOutstanding) : null}
              hint="Determined or approved, not paid, at the period's end"
            />
            <StatCard
              icon={<Icon node={ChartPie} aria-hidden />}
              label="Loss ratio"
              value={data ? formatPercentPoints(data.lossRatio) : null}
              hint="Paid and outstanding over premium"
            />
          </section>
          {result.isError && <p className="text-sm text-red-600">{STATISTICS_ERROR_MESSAGE}</p>}
          {data ? <StatisticsCharts data={data} /> : <div className="h-72 animate-pulse rounded-md bg-slate-100" />}
        </>
      )}
    </div>
  );
}

function StatCard({ icon, label, value, hint }: { icon: React.ReactNode; label: string; value: string | null; hint: string }) {
  return (
    <div
      className="rounded-md border border-slate-200 bg-white px-4 py-3 shadow-xs"
      data-testid={`card-${label.toLowerCase().replace(/\s+/g, "-")}`}
    >
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className="text-accent-600 [&_svg]:size-4">{icon}</span>
        {label}
      </div>
      <div className="mt-1 break-words text-2xl font-semibold tabular-nums tracking-tight text-slate-900" data-testid="card-value">
        {value ?? <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-100" />}
      </div>
      <p className="mt-0.5 text-xs text-slate-500">{hint}</p>
    </div>
  );
}

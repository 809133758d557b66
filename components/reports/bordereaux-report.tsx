"use client";

import * as React from "react";
import { useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LoadErrorRow } from "@/components/ui/load-error-row";
import { useAuth } from "@/components/auth/auth-provider";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Pagination } from "@/components/data-table/pagination";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { callApi } from "@/lib/api/client";
import { DEFAULT_PAGE_SIZE, listQueryString, PAGE_SIZES, type Filter, type ListQuery } from "@/lib/api/list-query";
import { operationUrl } from "@/lib/api/operation";
import * as reportsApi from "@/lib/api/operations/reports";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatDecimal, formatMoney } from "@/lib/format/money";
import {
  BORDEREAU_COLUMNS,
  reportRangeErrors,
  TOTALLED_FIELDS,
  TRANSACTION_TYPES,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from "@/lib/reports/bordereau-fields";
import type { BordereauRow, BordereauTotals } from "@/lib/reports/bordereaux";
import { BinderFilter } from "./binder-filter";
import { FilterSelect } from "./filter-select";
import { ExportLink, Figure, RangePresets, ReportHeaderCell } from "./report-parts";
import { ReportRangeFields } from "./report-range-fields";
import { useSearchParamsWriter } from "./use-search-params-writer";

// The bordereaux page (issue 13): the range and filters, the exports of the whole range, and a
// paged table of the transactions with a totals row for the whole range. The state lives in the
// URL, so a report can be bookmarked and shared.

type Options = { binders: { id: number; uniqueMarketReference: string }[]; brokerCompanies: { id: number; name: string }[] };

const TYPE_TONES: Record<TransactionType, BadgeTone> = {
  BIND: "live",
  ENDORSEMENT: "open",
  FINAL_SALES: "waiting",
  CANCELLATION: "danger",
};
/** Columns the table sorts on (server fields of the list query). */
const SORT_FIELDS: Record<string, string> = {
  transactionDate: "transactionDate",
  policyNumber: "policyNumber",
  insuredName: "insuredName",
  transactionType: "transactionType",
  brokerCompany: "brokerCompany.name",
  grossPremium: "grossPremium",
  uniqueMarketReference: "uniqueMarketReference",
};
const TOTALLED = new Set<string>(TOTALLED_FIELDS);
const TRANSACTION_TYPE_OPTIONS = TRANSACTION_TYPES.map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] }));

type State = {
  from: string;
  until: string;
  binderId: string;
  brokerCompanyId: string;
  transactionType: string;
  index: number;
  size: number;
  sort: { field: string; direction: "asc" | "desc" } | null;
};

function readState(params: URLSearchParams, defaults: { from: string; until: string }): State {
  const index = Number(params.get("p[index]"));
  const size = Number(params.get("p[size]"));
  const field = params.get("s[field]");
  return {
    from: params.get("from") ?? defaults.from,
    until: params.get("until") ?? defaults.until,
    binderId: params.get("binderId") ?? "",
    brokerCompanyId: params.get("brokerCompanyId") ?? "",
    transactionType: params.get("transactionType") ?? "",
    index: Number.isInteger(index) && index >= 1 ? index : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort:
      field && Object.values(SORT_FIELDS).includes(field)
        ? { field, direction: params.get("s[direction]") === "desc" ? "desc" : "asc" }
        : null,
  };
}

/** The request shared by the page's list and the export links: the range (the description's query) and the list query. */
function reportRequest(state: State): { query: { from: string; until: string }; filter: Filter; sort?: ListQuery["sort"] } {
  const filter: Filter = {};
  if (state.binderId) filter.binderId = { eq: Number(state.binderId) };
  if (state.brokerCompanyId) filter.brokerCompanyId = { eq: Number(state.brokerCompanyId) };
  if (state.transactionType) filter.transactionType = { in: [state.transactionType] };
  return { query: { from: state.from, until: state.until }, filter, sort: state.sort ?? undefined };
}

/** The link of an export: the same range and list query as the page, every row (no page). */
function exportHref(operation: typeof reportsApi.exportBordereauxCsv | typeof reportsApi.exportBordereauxXlsx, state: State): string {
  const { query, filter, sort } = reportRequest(state);
  const list = listQueryString({ filter, sort });
  const url = operationUrl(operation, { query });
  return list ? `${url}&${list}` : url;
}

export function BordereauxReport({ options, defaultRange }: { options: Options; defaultRange: { from: string; until: string } }) {
  const searchParams = useSearchParams();
  const { user } = useAuth();
  const state = React.useMemo(() => readState(searchParams, defaultRange), [searchParams, defaultRange]);
  const writeParams = useSearchParamsWriter();
  const setParams = (changes: Record<string, string | null>, resetPage = true) =>
    writeParams(resetPage ? { ...changes, "p[index]": null } : changes);

  const errors = reportRangeErrors({ from: state.from, until: state.until }, { required: true });
  const valid = !errors.from && !errors.until;
  const request = reportRequest(state);
  const result = useQuery({
    queryKey: ["bordereaux", request, state.index, state.size],
    queryFn: ({ signal }) =>
      callApi(reportsApi.listBordereaux, {
        query: request.query,
        list: { filter: request.filter, sort: request.sort, page: { index: state.index, size: state.size } },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const rows = result.data?.data ?? [];
  const pagination = result.data?.metadata.pagination;
  // The range and the totals beside the page (bordereauMetadataSchema), read from the answer's metadata.
  const totals = (result.data?.metadata as { totals?: BordereauTotals } | undefined)?.totals;
  const itemsCount = pagination?.itemsCount ?? 0;

  const date = (v: string | null) => (v ? formatCalendarDate(v, { dateFormat: user?.dateFormat }) : "—");
  const cell = (row: BordereauRow, key: string, value: string | null, kind: string) => {
    if (key === "transactionType") {
      return <Badge tone={TYPE_TONES[row.transactionType]}>{TRANSACTION_TYPE_LABELS[row.transactionType]}</Badge>;
    }
    if (value === null || value === "") return <span className="text-slate-400">—</span>;
    if (kind === "money") return <span className={cn("tabular-nums", value.startsWith("-") && "text-red-700")}>{formatMoney(value)}</span>;
    if (kind === "percent") return <span className="tabular-nums">{value}%</span>;
    if (kind === "date") return <time dateTime={value}>{date(value)}</time>;
    if (key === "policyNumber") {
      return (
        <a href={`/policy/${row.policyId}`} className="font-medium text-accent-700 hover:underline">
          {value}
        </a>
      );
    }
    return value;
  };

  const toggleSort = (field: string) => {
    const current = state.sort ?? { field: "transactionDate", direction: "asc" as const };
    const direction = current.field === field && current.direction === "asc" ? "desc" : "asc";
    const isDefault = field === "transactionDate" && direction === "asc";
    setParams(isDefault ? { "s[field]": null, "s[direction]": null } : { "s[field]": field, "s[direction]": direction });
  };
  const effectiveSort = state.sort ?? { field: "transactionDate", direction: "asc" };
  const loadError = result.isError ? result.error : null;

  return (
    <div className="grid min-w-0 gap-4">
      <section aria-label="Range and filters" className="rounded-md border border-slate-200 bg-white shadow-xs">
        <div className="flex flex-wrap items-start gap-3 px-4 py-3" role="search">
          <RangePresets range={state} onChoose={setParams} className="basis-full" />
          <ReportRangeFields range={state} errors={errors} onChange={setParams} />
          <BinderFilter binders={options.binders} value={state.binderId} onChange={(binderId) => setParams({ binderId })} />
          <FilterSelect
            label="Broker company"
            allLabel="All broker companies"
            value={state.brokerCompanyId}
            options={options.brokerCompanies.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(brokerCompanyId) => setParams({ brokerCompanyId })}
            className="w-48"
          />
          <FilterSelect
            label="Transaction type"
            allLabel="All types"
            value={state.transactionType}
            options={TRANSACTION_TYPE_OPTIONS}
            onChange={(transactionType) => setParams({ transactionType })}
            className="w-44"
          />
          <div className="ml-auto flex items-end gap-2 self-end">
            {result.isFetching && !result.isPending && <Spinner size="sm" label="Loading" className="text-slate-400" />}
            <ExportLink href={exportHref(reportsApi.exportBordereauxCsv, state)} disabled={!valid} label="Export CSV" />
            <ExportLink href={exportHref(reportsApi.exportBordereauxXlsx, state)} disabled={!valid} label="Export XLSX" />
          </div>
        </div>
        {totals && valid && (
          // Every total of the table's totals row, readable without scrolling the table sideways.
          <dl
            className="grid grid-cols-2 gap-x-6 gap-y-2 border-t border-slate-200 px-4 py-3 text-sm sm:grid-cols-4 2xl:grid-cols-8"
            data-testid="bordereaux-summary"
          >
            <Figure label="Transactions" value={formatDecimal(totals.transactions)} />
            <Figure label="Gross premium" value={formatMoney(totals.grossPremium)} />
            <Figure label="Commission" value={formatMoney(totals.commission)} />
            <Figure label="Net premium to underwriters" value={formatMoney(totals.netPremium)} />
            <Figure label="State tax" value={formatMoney(totals.stateTax)} />
            <Figure label="Stamping fee" value={formatMoney(totals.stampingFee)} />
            <Figure label="Municipality tax" value={formatMoney(totals.municipalityTax)} />
            <Figure label="Fees" value={formatMoney(totals.fees)} />
          </dl>
        )}
      </section>

      <div className="rounded-md border border-slate-200 bg-white shadow-xs">
        {/* w-0 min-w-full: the table scrolls inside the card instead of widening the page. */}
        <div className="relative max-h-[calc(100dvh-20rem)] min-h-40 w-0 min-w-full overflow-auto">
          <table
            aria-label="Bordereaux"
            aria-busy={result.isFetching || undefined}
            className="w-full border-separate border-spacing-0 text-sm"
          >
            <thead>
              <tr>
                {BORDEREAU_COLUMNS.map((c) => {
                  const sortField = SORT_FIELDS[c.key];
                  return (
                    <ReportHeaderCell
                      key={c.key}
                      header={c.header}
                      right={c.kind === "money" || c.kind === "percent"}
                      sorted={sortField ? (effectiveSort.field === sortField ? effectiveSort.direction : null) : undefined}
                      onSort={sortField ? () => toggleSort(sortField) : undefined}
                    />
                  );
                })}
              </tr>
            </thead>
            <tbody className={cn("transition-opacity", result.isFetching && !result.isPending && "opacity-60")}>
              {!valid ? (
                <tr>
                  <td colSpan={BORDEREAU_COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                    Choose a range whose until date is after its from date.
                  </td>
                </tr>
              ) : result.isPending ? (
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} aria-hidden data-testid="skeleton-row">
                    {BORDEREAU_COLUMNS.map((c) => (
                      <td key={c.key} className="border-b border-slate-100 px-3 py-3 first:pl-4">
                        <div className="h-4 w-20 animate-pulse rounded bg-slate-100" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : loadError && rows.length === 0 ? (
                <LoadErrorRow
                  colSpan={BORDEREAU_COLUMNS.length}
                  message="Could not fetch the bordereaux"
                  error={loadError}
                  onRetry={() => void result.refetch()}
                  retrying={result.isFetching}
                />
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={BORDEREAU_COLUMNS.length} className="px-4 py-10 text-center text-sm text-slate-500">
                    No premium transactions in this range.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className="group">
                    {BORDEREAU_COLUMNS.map((c) => (
                      <td
                        key={c.key}
                        className={cn(
                          "whitespace-nowrap border-b border-slate-100 px-3 py-2 align-middle text-slate-700 first:pl-4 last:pr-4 group-hover:bg-slate-50",
                          (c.kind === "money" || c.kind === "percent") && "text-right",
                          c.key === "perils" && "min-w-64 whitespace-normal",
                          c.key === "insuredName" && "font-medium text-slate-900",
                        )}
                      >
                        {cell(row, c.key, c.value(row), c.kind)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            {totals && valid && rows.length > 0 && (
              <tfoot>
                <tr data-testid="totals-row">
                  {BORDEREAU_COLUMNS.map((c, i) => (
                    <td
                      key={c.key}
                      className={cn(
                        "sticky bottom-0 whitespace-nowrap border-t border-slate-300 bg-slate-50 px-3 py-2.5 font-semibold text-slate-900 first:pl-4 last:pr-4",
                        TOTALLED.has(c.key) && "text-right tabular-nums",
                      )}
                    >
                      {i === 0
                        ? `Totals (all ${totals.transactions} ${totals.transactions === 1 ? "transaction" : "transactions"})`
                        : TOTALLED.has(c.key)
                          ? formatMoney(totals[c.key as keyof BordereauTotals] as string)
                          : null}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
        <Pagination
          index={state.index}
          size={state.size}
          itemsCount={itemsCount}
          onSizeChange={(size) => setParams({ "p[size]": size === DEFAULT_PAGE_SIZE ? null : String(size) })}
          onPageChange={(index) => setParams({ "p[index]": index <= 1 ? null : String(index) }, false)}
        />
      </div>
    </div>
  );
}

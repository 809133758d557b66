"use client";

import * as React from "react";
import { useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LoadErrorRow } from "@/components/ui/load-error-row";
import { useAuth } from "@/components/auth/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Pagination } from "@/components/data-table/pagination";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { callApi } from "@/lib/api/client";
import { DEFAULT_PAGE_SIZE, listQueryString, PAGE_SIZES, type Filter, type ListQuery } from "@/lib/api/list-query";
import { operationUrl } from "@/lib/api/operation";
import * as reportsApi from "@/lib/api/operations/reports";
import type { ClaimStatusName } from "@/lib/claims/claim-actions";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatDecimal, formatMoney } from "@/lib/format/money";
import { reportRangeErrors } from "@/lib/reports/bordereau-fields";
import { CLAIMS_BORDEREAU_COLUMNS, CLAIMS_TOTALLED_FIELDS } from "@/lib/reports/claims-bordereau-fields";
import type { ClaimsBordereauRow, ClaimsBordereauTotals } from "@/lib/reports/claims-bordereau";
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_TONES } from "@/lib/status/status-style";
import { BinderFilter } from "./binder-filter";
import { FilterSelect } from "./filter-select";
import { ExportLink, Figure, RangePresets, ReportHeaderCell } from "./report-parts";
import { ReportRangeFields } from "./report-range-fields";
import { useSearchParamsWriter } from "./use-search-params-writer";

// The claims bordereau page (decision D114): the range and filters, the exports of the whole range,
// and a paged table of the claims with a totals row for the whole range. The columns are the one
// field list the CSV and the XLSX are written from. The state lives in the URL.

type Options = { binders: { id: number; uniqueMarketReference: string }[]; brokerCompanies: { id: number; name: string }[] };

/** Columns the table sorts on (server fields of the list query). */
const SORT_FIELDS: Record<string, string> = {
  openedDate: "openedDate",
  claimNumber: "claimNumber",
  policyNumber: "policyNumber",
  insuredName: "insuredName",
  brokerCompany: "brokerCompany.name",
  uniqueMarketReference: "uniqueMarketReference",
};
const DEFAULT_SORT = { field: "openedDate", direction: "asc" as const };
const TOTALLED = new Set<string>(CLAIMS_TOTALLED_FIELDS);
const STATUS_OPTIONS = (Object.keys(CLAIM_STATUS_LABELS) as ClaimStatusName[]).map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] }));

type State = {
  from: string;
  until: string;
  binderId: string;
  brokerCompanyId: string;
  status: string;
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
    status: params.get("status") ?? "",
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
  if (state.status) filter.status = { in: [state.status] };
  return { query: { from: state.from, until: state.until }, filter, sort: state.sort ?? undefined };
}

/** The link of an export: the same range and list query as the page, every row (no page). */
function exportHref(
  operation: typeof reportsApi.exportClaimsBordereauCsv | typeof reportsApi.exportClaimsBordereauXlsx,
  state: State,
): string {
  const { query, filter, sort } = reportRequest(state);
  const list = listQueryString({ filter, sort });
  const url = operationUrl(operation, { query });
  return list ? `${url}&${list}` : url;
}

export function ClaimsBordereauReport({ options, defaultRange }: { options: Options; defaultRange: { from: string; until: string } }) {
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
    queryKey: ["claims-bordereaux", request, state.index, state.size],
    queryFn: ({ signal }) =>
      callApi(reportsApi.listClaimsBordereau, {
        query: request.query,
        list: { filter: request.filter, sort: request.sort, page: { index: state.index, size: state.size } },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const rows = result.data?.data ?? [];
  const pagination = result.data?.metadata.pagination;
  // The range and the totals beside the page (claimsBordereauMetadataSchema), read from the answer's metadata.
  const totals = (result.data?.metadata as { totals?: ClaimsBordereauTotals } | undefined)?.totals;
  const itemsCount = pagination?.itemsCount ?? 0;

  const date = (v: string) => formatCalendarDate(v, { dateFormat: user?.dateFormat });
  const cell = (row: ClaimsBordereauRow, key: string, value: string | null, kind: string) => {
    if (key === "status") {
      const status: ClaimStatusName = row.status;
      return <Badge tone={CLAIM_STATUS_TONES[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
    }
    if (value === null || value === "") return <span className="text-slate-400">—</span>;
    if (kind === "money") return <span className="tabular-nums">{formatMoney(value)}</span>;
    if (kind === "date") return <time dateTime={value}>{date(value)}</time>;
    if (key === "policyNumber" || key === "claimNumber") {
      return (
        <a
          href={key === "policyNumber" ? `/policy/${row.policyId}` : `/claim/${row.id}`}
          className="font-medium text-accent-700 hover:underline"
        >
          {value}
        </a>
      );
    }
    return value;
  };

  const toggleSort = (field: string) => {
    const current = state.sort ?? DEFAULT_SORT;
    const direction = current.field === field && current.direction === "asc" ? "desc" : "asc";
    const isDefault = field === DEFAULT_SORT.field && direction === DEFAULT_SORT.direction;
    setParams(isDefault ? { "s[field]": null, "s[direction]": null } : { "s[field]": field, "s[direction]": direction });
  };
  const effectiveSort = state.sort ?? DEFAULT_SORT;
  const loadError = result.isError ? result.error : null;
  const columnCount = CLAIMS_BORDEREAU_COLUMNS.length;

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
            label="Status at the range's end"
            allLabel="All statuses"
            value={state.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setParams({ status })}
            className="w-44"
          />
          <div className="ml-auto flex items-end gap-2 self-end">
            {result.isFetching && !result.isPending && <Spinner size="sm" label="Loading" className="text-slate-400" />}
            <ExportLink href={exportHref(reportsApi.exportClaimsBordereauCsv, state)} disabled={!valid} label="Export CSV" />
            <ExportLink href={exportHref(reportsApi.exportClaimsBordereauXlsx, state)} disabled={!valid} label="Export XLSX" />
          </div>
        </div>
        {totals && valid && (
          // Every total of the table's totals row, readable without scrolling the table sideways.
          <dl
            className="grid grid-cols-2 gap-x-6 gap-y-2 border-t border-slate-200 px-4 py-3 text-sm sm:grid-cols-4"
            data-testid="claims-bordereau-summary"
          >
            <Figure label="Claims" value={formatDecimal(totals.claims)} />
            <Figure label="Paid this period" value={formatMoney(totals.paidThisPeriod)} />
            <Figure label="Paid to date" value={formatMoney(totals.paidToDate)} />
            <Figure label="Outstanding" value={formatMoney(totals.outstanding)} />
          </dl>
        )}
      </section>

      <div className="rounded-md border border-slate-200 bg-white shadow-xs">
        {/* w-0 min-w-full: the table scrolls inside the card instead of widening the page. */}
        <div className="relative max-h-[calc(100dvh-20rem)] min-h-40 w-0 min-w-full overflow-auto">
          <table
            aria-label="Claims bordereau"
            aria-busy={result.isFetching || undefined}
            className="w-full border-separate border-spacing-0 text-sm"
          >
            <thead>
              <tr>
                {CLAIMS_BORDEREAU_COLUMNS.map((c) => {
                  const sortField = SORT_FIELDS[c.key];
                  return (
                    <ReportHeaderCell
                      key={c.key}
                      header={c.header}
                      right={c.kind === "money"}
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
                  <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-500">
                    Choose a range whose until date is after its from date.
                  </td>
                </tr>
              ) : result.isPending ? (
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} aria-hidden data-testid="skeleton-row">
                    {CLAIMS_BORDEREAU_COLUMNS.map((c) => (
                      <td key={c.key} className="border-b border-slate-100 px-3 py-3 first:pl-4">
                        <div className="h-4 w-20 animate-pulse rounded bg-slate-100" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : loadError && rows.length === 0 ? (
                <LoadErrorRow
                  colSpan={columnCount}
                  message="Could not fetch the claims bordereau"
                  error={loadError}
                  onRetry={() => void result.refetch()}
                  retrying={result.isFetching}
                />
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-slate-500">
                    No claims open or paid in this range.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className="group">
                    {CLAIMS_BORDEREAU_COLUMNS.map((c) => (
                      <td
                        key={c.key}
                        className={cn(
                          "whitespace-nowrap border-b border-slate-100 px-3 py-2 align-middle text-slate-700 first:pl-4 last:pr-4 group-hover:bg-slate-50",
                          c.kind === "money" && "text-right",
                          c.key === "perils" && "min-w-48 whitespace-normal",
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
                  {CLAIMS_BORDEREAU_COLUMNS.map((c, i) => (
                    <td
                      key={c.key}
                      className={cn(
                        "sticky bottom-0 whitespace-nowrap border-t border-slate-300 bg-slate-50 px-3 py-2.5 font-semibold text-slate-900 first:pl-4 last:pr-4",
                        TOTALLED.has(c.key) && "text-right tabular-nums",
                      )}
                    >
                      {i === 0
                        ? `Totals (all ${totals.claims} ${totals.claims === 1 ? "claim" : "claims"})`
                        : TOTALLED.has(c.key)
                          ? formatMoney(totals[c.key as keyof ClaimsBordereauTotals] as string)
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

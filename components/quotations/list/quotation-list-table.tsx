"use client";

import * as React from "react";
import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import { useBrokerOptions } from "@/components/quotations/actions/broker-options";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { QuotationListItemDto } from "@/lib/quotations/quotation-dto";
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUS_TONES } from "@/lib/status/status-style";

// Names wrap and the long date header may take two lines, so that every column, Status last, fits
// at 1280 px; at 768 px the broker company and the creation time give way (priority 3).
const COLUMNS: DataTableColumn<QuotationListItemDto>[] = [
  {
    id: "quotationNumber",
    header: "Number",
    accessor: "quotationNumber",
    sortField: "quotationNumber",
    format: { kind: "text", mono: true },
  },
  {
    id: "insuredName",
    header: "Insured",
    accessor: "insuredName",
    sortField: "insuredName",
    format: { kind: "text", emphasis: true },
    className: "min-w-32 max-w-64 whitespace-normal",
  },
  {
    id: "brokerCompany",
    header: "Broker company",
    accessor: "brokerCompany.name",
    sortField: "brokerCompany.name",
    className: "min-w-32 whitespace-normal",
    priority: 3,
  },
  {
    id: "eventDate",
    header: "Event or promotion date",
    accessor: "eventDate",
    sortField: "eventDate",
    format: { kind: "date" },
    headerClassName: "min-w-28 whitespace-normal",
    priority: 2,
  },
  { id: "createdAt", header: "Created", accessor: "createdAt", sortField: "createdAt", format: { kind: "dateTime" }, priority: 3 },
  {
    id: "status",
    header: "Status",
    accessor: "status",
    sortField: "status",
    format: { kind: "badge", labels: QUOTATION_STATUS_LABELS, tones: QUOTATION_STATUS_TONES },
  },
];

const STATUS_FILTER: DataTableFilter = {
  field: "status",
  label: "Status",
  allLabel: "All statuses",
  options: Object.entries(QUOTATION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
};

const CREATED_FILTER: DataTableFilter = {
  kind: "dateRange",
  field: "createdAt",
  param: "created",
  label: "Created",
  fromLabel: "Created from",
  untilLabel: "Created until",
};

/**
 * The quotation list (spec §2): search by number, insured or broker company; filters by status,
 * by broker company (underwriters and admins, from the brokers they may choose) and by the day
 * created. The number links to the details.
 */
export function QuotationListTable({ brokerFilter }: { brokerFilter: boolean }) {
  const brokers = useBrokerOptions("", brokerFilter);
  const companyOptions = React.useMemo(() => {
    const byId = new Map<number, string>();
    for (const b of brokers.data ?? []) byId.set(b.company.id, b.company.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name }));
  }, [brokers.data]);

  const filters = React.useMemo<DataTableFilter[]>(
    () => [
      STATUS_FILTER,
      ...(brokerFilter
        ? [
            {
              field: "brokerCompanyId",
              label: "Broker company",
              allLabel: "All companies",
              operator: "eq",
              options: companyOptions,
            } satisfies DataTableFilter,
          ]
        : []),
      CREATED_FILTER,
    ],
    [brokerFilter, companyOptions],
  );

  return (
    <DataTable
      label="Quotations"
      operation={quotationsApi.listQuotations}
      columns={COLUMNS}
      searchFields={["quotationNumber", "insuredName", "brokerCompany.name"]}
      searchPlaceholder="Number, insured or broker"
      filters={filters}
      defaultSort={{ field: "createdAt", direction: "desc" }}
      rowHref="/quotation/{id}/details"
      errorMessage="Could not fetch quotation data"
    />
  );
}

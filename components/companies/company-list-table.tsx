"use client";

import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import * as companiesApi from "@/lib/api/operations/companies";
import type { CompanyDto } from "@/lib/companies/company-dto";
import { COMPANY_ROLE_LABELS } from "@/lib/companies/company-labels";

const ROLE_LABELS = COMPANY_ROLE_LABELS;

const COLUMNS: DataTableColumn<CompanyDto>[] = [
  {
    id: "name",
    header: "Name",
    accessor: "name",
    sortField: "name",
    format: { kind: "text", emphasis: true },
    className: "min-w-40 whitespace-normal",
  },
  {
    id: "agencyCode",
    header: "Agency code",
    accessor: "agencyCode",
    sortField: "agencyCode",
    format: { kind: "text", mono: true },
    priority: 2,
  },
  { id: "role", header: "Role", accessor: "role", sortField: "role", format: { kind: "badge", labels: ROLE_LABELS } },
  { id: "commission", header: "Commission", accessor: "commission", sortField: "commission", align: "right", format: { kind: "percent" } },
  { id: "location", header: "City / state", accessor: ["address.city", "address.state"], separator: ", ", sortField: "city", priority: 3 },
  {
    id: "enabled",
    header: "Enabled",
    accessor: "enabled",
    sortField: "enabled",
    format: { kind: "boolean", trueLabel: "Enabled", falseLabel: "Disabled" },
  },
];

const FILTERS: DataTableFilter[] = [
  { field: "role", label: "Role", allLabel: "All roles", options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })) },
  {
    field: "enabled",
    label: "Status",
    allLabel: "All statuses",
    type: "boolean",
    options: [
      { value: "true", label: "Enabled" },
      { value: "false", label: "Disabled" },
    ],
  },
];

/** The company list (admin): search by name, agency code or email; filter by role and status. */
export function CompanyListTable() {
  return (
    <DataTable
      operation={companiesApi.listCompanies}
      label="Companies"
      columns={COLUMNS}
      searchFields={["name", "agencyCode", "email"]}
      searchPlaceholder="Name, agency code or email"
      filters={FILTERS}
      defaultSort={{ field: "name", direction: "asc" }}
      rowHref="/companies/{id}"
      errorMessage="Could not fetch company data"
    />
  );
}

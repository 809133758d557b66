"use client";

import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import * as policiesApi from "@/lib/api/operations/policies";
import type { PolicyListItemDto } from "@/lib/policies/policy-dto";
import { POLICY_STATUS_LABELS, POLICY_STATUS_TONES } from "@/lib/status/status-style";

const COLUMNS: DataTableColumn<PolicyListItemDto>[] = [
  {
    id: "policyNumber",
    header: "Policy number",
    accessor: "policyNumber",
    sortField: "policyNumber",
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
    id: "itemName",
    header: "Event or promotion",
    accessor: "itemName",
    sortField: "itemName",
    className: "min-w-32 max-w-64 whitespace-normal",
    priority: 3,
  },
  {
    id: "brokerCompany",
    header: "Broker company",
    accessor: "brokerCompany.name",
    sortField: "brokerCompany.name",
    className: "min-w-32 whitespace-normal",
    priority: 3,
  },
  { id: "dateFrom", header: "From", accessor: "dateFrom", sortField: "dateFrom", format: { kind: "date" }, priority: 2 },
  { id: "premium", header: "Premium", accessor: "premium", sortField: "premium", align: "right", format: { kind: "money" } },
  {
    id: "status",
    header: "Status",
    accessor: "status",
    sortField: "status",
    format: { kind: "badge", labels: POLICY_STATUS_LABELS, tones: POLICY_STATUS_TONES },
  },
];

const FILTERS: DataTableFilter[] = [
  {
    field: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(POLICY_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
];

/** The policy list (spec §2): search by number, insured, event or broker; filter by status. */
export function PolicyListTable() {
  return (
    <DataTable
      operation={policiesApi.listPolicies}
      label="Policies"
      columns={COLUMNS}
      searchFields={["policyNumber", "insuredName", "itemName", "brokerCompany.name"]}
      searchPlaceholder="Policy number, insured, event or broker"
      filters={FILTERS}
      defaultSort={{ field: "createdAt", direction: "desc" }}
      rowHref="/policy/{id}"
    />
  );
}

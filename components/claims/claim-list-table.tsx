"use client";

import Link from "next/link";
import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import * as claimsApi from "@/lib/api/operations/claims";
import type { ClaimListItemDto } from "@/lib/claims/claim-dto";
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_TONES } from "@/lib/status/status-style";

const COLUMNS: DataTableColumn<ClaimListItemDto>[] = [
  {
    id: "claimNumber",
    header: "Claim number",
    accessor: "claimNumber",
    sortField: "claimNumber",
    format: { kind: "text", mono: true },
  },
  {
    id: "policyNumber",
    header: "Policy number",
    accessor: "policyNumber",
    sortField: "policyNumber",
    cell: (row) => (
      <Link href={`/policy/${row.policyId}`} className="font-mono text-xs text-accent-700 hover:underline">
        {row.policyNumber}
      </Link>
    ),
    priority: 3,
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
    id: "status",
    header: "Status",
    accessor: "status",
    sortField: "status",
    format: { kind: "badge", labels: CLAIM_STATUS_LABELS, tones: CLAIM_STATUS_TONES },
  },
  {
    id: "firstLossDate",
    header: "First loss date",
    accessor: "firstLossDate",
    sortField: "firstLossDate",
    format: { kind: "date" },
    priority: 3,
  },
  { id: "amount", header: "Amount", accessor: "amount", sortField: "amount", align: "right", format: { kind: "money" } },
  { id: "paidAmount", header: "Paid", accessor: "paidAmount", align: "right", format: { kind: "money" }, priority: 2 },
];

const FILTERS: DataTableFilter[] = [
  {
    field: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(CLAIM_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
];

/** The claims list (docs/claims.md): search by claim or policy number, insured or broker; filter by status (the home page's cards link here with `?status=`). */
export function ClaimListTable() {
  return (
    <DataTable
      operation={claimsApi.listClaims}
      label="Claims"
      columns={COLUMNS}
      searchFields={["claimNumber", "policyNumber", "insuredName", "brokerCompany.name"]}
      searchPlaceholder="Claim, policy, insured or broker"
      filters={FILTERS}
      defaultSort={{ field: "createdAt", direction: "desc" }}
      rowHref="/claim/{id}"
      errorMessage="Could not fetch claim data"
    />
  );
}

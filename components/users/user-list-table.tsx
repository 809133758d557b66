"use client";

import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import * as usersApi from "@/lib/api/operations/users";
import type { UserRecord } from "@/lib/users/user-dto";
import { PERMISSION_LEVEL_LABELS, ROLE_LABELS, USER_STATUS_LABELS } from "@/lib/users/user-labels";

const COLUMNS: DataTableColumn<UserRecord>[] = [
  {
    id: "name",
    header: "Name",
    accessor: ["firstName", "lastName"],
    sortField: "lastName",
    format: { kind: "text", emphasis: true },
    className: "min-w-32 whitespace-normal",
  },
  { id: "email", header: "Email", accessor: "email", sortField: "email" },
  {
    id: "company",
    header: "Company",
    accessor: "company.name",
    sortField: "company.name",
    className: "min-w-32 whitespace-normal",
    priority: 3,
  },
  { id: "role", header: "Role", accessor: "role", sortField: "role", format: { kind: "badge", labels: ROLE_LABELS } },
  {
    id: "permissionLevel",
    header: "Permission level",
    accessor: "permissionLevel",
    sortField: "permissionLevel",
    format: { kind: "badge", labels: PERMISSION_LEVEL_LABELS },
    priority: 3,
  },
  {
    id: "status",
    header: "Status",
    accessor: "status",
    sortField: "status",
    format: { kind: "badge", labels: USER_STATUS_LABELS, tones: { ACTIVE: "live", INVITED: "waiting" } },
    priority: 2,
  },
  {
    id: "enabled",
    header: "Enabled",
    accessor: "enabled",
    sortField: "enabled",
    format: { kind: "boolean", trueLabel: "Enabled", falseLabel: "Disabled" },
  },
];

// Spec §7: the role and enabled filters use `in`.
const FILTERS: DataTableFilter[] = [
  { field: "role", label: "Role", allLabel: "All roles", options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })) },
  {
    field: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(USER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    field: "enabled",
    label: "Enabled",
    allLabel: "All users",
    type: "boolean",
    options: [
      { value: "true", label: "Enabled" },
      { value: "false", label: "Disabled" },
    ],
  },
];

/** The user list (admin): search by name, company or email; filter by role, status and enabled. */
export function UserListTable() {
  return (
    <DataTable
      operation={usersApi.listUsers}
      label="Users"
      columns={COLUMNS}
      searchFields={["firstName", "lastName", "company.name", "email"]}
      searchPlaceholder="Name, company or email"
      filters={FILTERS}
      defaultSort={{ field: "lastName", direction: "asc" }}
      rowHref="/users/{id}"
      errorMessage="Could not fetch user data"
    />
  );
}

import Link from "next/link";
import { UserPlus } from "lucide-react";
import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import { Forbidden } from "@/components/shell/forbidden";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ImportUsersDialog } from "@/components/users/import-users-dialog";
import { PERMISSION_LEVEL_LABELS, ROLE_LABELS, USER_STATUS_LABELS } from "@/lib/users/user-schema";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Users" };

const COLUMNS: DataTableColumn[] = [
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

export default async function UsersPage() {
  const { allowed } = await pageAccess("manage", "User");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader
        title="Users"
        description="Everyone who can sign in to the portal, with their company, role and access."
        actions={
          <>
            <ImportUsersDialog />
            <Link href="/users/create" className={buttonClasses()}>
              <UserPlus aria-hidden />
              Create user
            </Link>
          </>
        }
      />
      <DataTable
        label="Users"
        endpoint="/user"
        columns={COLUMNS}
        searchFields={["firstName", "lastName", "company.name", "email"]}
        searchPlaceholder="Name, company or email"
        filters={FILTERS}
        defaultSort={{ field: "lastName", direction: "asc" }}
        rowHref="/users/{id}"
        errorMessage="Could not fetch user data"
      />
    </div>
  );
}

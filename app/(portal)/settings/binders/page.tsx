import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Binders" };

const COLUMNS: DataTableColumn[] = [
  {
    id: "uniqueMarketReference",
    header: "Reference",
    accessor: "uniqueMarketReference",
    sortField: "uniqueMarketReference",
    format: { kind: "text", emphasis: true, mono: true },
  },
  { id: "from", header: "From", accessor: "from", sortField: "from", format: { kind: "date" } },
  { id: "until", header: "Until", accessor: "until", sortField: "until", format: { kind: "date" } },
  { id: "value", header: "Capacity", accessor: "value", sortField: "value", align: "right", format: { kind: "money" } },
  { id: "capacityUsed", header: "Used", accessor: "capacityUsed", align: "right", format: { kind: "money" } },
  { id: "capacityRemaining", header: "Remaining", accessor: "capacityRemaining", align: "right", format: { kind: "money" } },
  { id: "usage", header: "Usage", accessor: "capacityUsed", format: { kind: "usage", total: "value" } },
];

export default async function BindersPage() {
  const { allowed } = await pageAccess("read", "Binder");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader
        title="Binders"
        description="Binding authorities with their period and capacity. Used capacity is the sum of the aggregate limits of the policies bound on each binder."
      />
      <DataTable
        label="Binders"
        endpoint="/binder"
        columns={COLUMNS}
        searchFields={["uniqueMarketReference"]}
        searchPlaceholder="Unique market reference"
        defaultSort={{ field: "from", direction: "desc" }}
        errorMessage="Could not fetch binder data"
      />
    </div>
  );
}

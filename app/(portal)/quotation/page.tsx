import { DataTable, type DataTableColumn, type DataTableFilter } from "@/components/data-table/data-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUS_TONES } from "@/lib/status/status-style";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Quotations" };

const COLUMNS: DataTableColumn[] = [
  { id: "quotationNumber", header: "Number", accessor: "quotationNumber", sortField: "quotationNumber", format: { kind: "text", mono: true } },
  { id: "insuredName", header: "Insured", accessor: "insuredName", sortField: "insuredName", format: { kind: "text", emphasis: true } },
  { id: "brokerCompany", header: "Broker company", accessor: "brokerCompany.name", sortField: "brokerCompany.name" },
  { id: "eventDate", header: "Event or promotion date", accessor: "eventDate", sortField: "eventDate", format: { kind: "date" } },
  { id: "createdAt", header: "Created", accessor: "createdAt", sortField: "createdAt", format: { kind: "dateTime" } },
  { id: "status", header: "Status", accessor: "status", sortField: "status", format: { kind: "badge", labels: QUOTATION_STATUS_LABELS, tones: QUOTATION_STATUS_TONES } },
];

const FILTERS: DataTableFilter[] = [
  { field: "status", label: "Status", allLabel: "All statuses", options: Object.entries(QUOTATION_STATUS_LABELS).map(([value, label]) => ({ value, label })) },
];

export default async function QuotationsPage() {
  const { allowed } = await pageAccess("read", "Quotation");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader title="Quotations" description="Indications and quotations you can see, newest first." />
      <DataTable
        label="Quotations"
        endpoint="/quotation"
        columns={COLUMNS}
        searchFields={["quotationNumber", "insuredName", "brokerCompany.name"]}
        searchPlaceholder="Number, insured or broker"
        filters={FILTERS}
        defaultSort={{ field: "createdAt", direction: "desc" }}
      />
    </div>
  );
}

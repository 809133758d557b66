import { QuotationListTable } from "@/components/quotations/list/quotation-list-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Quotations" };

export default async function QuotationsPage() {
  const { actor, allowed } = await pageAccess("read", "Quotation");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader title="Quotations" description="Indications and quotations you can see, newest first." />
      <QuotationListTable brokerFilter={actor.role !== "ROLE_BROKER"} />
    </div>
  );
}

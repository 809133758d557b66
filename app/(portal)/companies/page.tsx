import Link from "next/link";
import { Plus } from "lucide";
import { Icon } from "@/components/ui/icon";
import { CompanyListTable } from "@/components/companies/company-list-table";
import { Forbidden } from "@/components/shell/forbidden";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Companies" };

export default async function CompaniesPage() {
  const { allowed } = await pageAccess("manage", "Company");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader
        title="Companies"
        description="Brokerages, underwriters and the portal's own admin company."
        actions={
          <Link href="/companies/create" className={buttonClasses()}>
            <Icon node={Plus} aria-hidden />
            Create company
          </Link>
        }
      />
      <CompanyListTable />
    </div>
  );
}

import Link from "next/link";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { CompanyForm } from "@/components/companies/company-form";
import { Forbidden } from "@/components/shell/forbidden";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Create company" };

export default async function CreateCompanyPage() {
  const { allowed } = await pageAccess("manage", "Company");
  if (!allowed) return <Forbidden />;
  return (
    <div className="max-w-3xl">
      <PageHeader
        eyebrow={
          <Link href="/companies" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
            <Icon node={ChevronLeft} aria-hidden className="size-4" />
            Companies
          </Link>
        }
        title="Create company"
        description="A brokerage, an underwriter, or an admin company. Users are added to it afterwards."
      />
      <Card>
        <CompanyForm mode="create" />
      </Card>
    </div>
  );
}

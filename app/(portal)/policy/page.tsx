import { PolicyListTable } from "@/components/policies/policy-list-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Policies" };

export default async function PoliciesPage() {
  const { allowed } = await pageAccess("read", "Policy");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader title="Policies" description="Bound policies you can see, newest first." />
      <PolicyListTable />
    </div>
  );
}

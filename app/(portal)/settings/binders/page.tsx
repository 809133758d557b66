import { BinderCreateAction } from "@/components/settings/binder-create-action";
import { BindersTable } from "@/components/settings/binders-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Binders" };

export default async function BindersPage() {
  const { allowed } = await pageAccess("read", "Binder");
  if (!allowed) return <Forbidden />;
  return (
    <div>
      <PageHeader
        title="Binders"
        description="Binding authorities with their period and capacity, and the capacity their policies use."
        actions={<BinderCreateAction />}
      />
      <BindersTable />
    </div>
  );
}

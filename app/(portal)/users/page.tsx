import Link from "next/link";
import { UserPlus } from "lucide";
import { Icon } from "@/components/ui/icon";
import { UserListTable } from "@/components/users/user-list-table";
import { Forbidden } from "@/components/shell/forbidden";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ImportUsersAction } from "@/components/users/import-users-action";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Users" };

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
            <ImportUsersAction />
            <Link href="/users/create" className={buttonClasses()}>
              <Icon node={UserPlus} aria-hidden />
              Create user
            </Link>
          </>
        }
      />
      <UserListTable />
    </div>
  );
}

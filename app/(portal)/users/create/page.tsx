import Link from "next/link";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { UserForm } from "@/components/users/user-form";
import { pageAccess } from "@/server/auth/page-guard";
import { listCompanyOptions } from "@/server/users/list-company-options";

export const metadata = { title: "Create user" };

export default async function CreateUserPage() {
  const { actor, allowed } = await pageAccess("manage", "User");
  if (!allowed) return <Forbidden />;
  const companies = await listCompanyOptions(actor);
  return (
    <div className="max-w-4xl">
      <PageHeader
        eyebrow={
          <Link href="/users" className="hover:underline">
            Users
          </Link>
        }
        title="Create user"
        description="The new user receives an email with a link to choose a password."
      />
      <UserForm companies={companies} />
    </div>
  );
}

import Link from "next/link";
import { ClaimListTable } from "@/components/claims/claim-list-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { abilityFor } from "@/lib/permissions/rules";
import { pageAccess } from "@/server/auth/page-guard";

export const metadata = { title: "Claims" };

export default async function ClaimsPage() {
  const { actor, allowed } = await pageAccess("read", "Claim");
  if (!allowed) return <Forbidden />;
  const underwriting = abilityFor(actor).can("enterObservations", "Claim");
  return (
    <div>
      <PageHeader
        title="Claims"
        description="Losses determined from the weather record and notified by brokers, newest first."
        actions={
          underwriting ? (
            <Link href="/claim/days-without-data" className="text-sm font-medium text-accent-700 hover:underline">
              Covered days without data
            </Link>
          ) : undefined
        }
      />
      <ClaimListTable />
    </div>
  );
}

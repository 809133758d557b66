import { ClaimsBordereauReport } from "@/components/reports/claims-bordereau-report";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { currentMonthRange } from "@/lib/reports/bordereaux";
import { pageAccess } from "@/server/auth/page-guard";
import { reportFilterOptions } from "@/server/reports/report-filter-options";

export const metadata = { title: "Claims bordereau" };

export default async function ClaimsBordereauPage() {
  const { actor, allowed } = await pageAccess("read", "Report");
  if (!allowed) return <Forbidden />;
  const options = await reportFilterOptions(actor);
  return (
    <div>
      <PageHeader
        eyebrow="Reports"
        title="Claims bordereau"
        description="Claims open at some point in the range or paid in it (New York days; from included, until excluded): status and outstanding at the range's end, payments in the range and to its end."
      />
      <ClaimsBordereauReport options={options} defaultRange={currentMonthRange()} />
    </div>
  );
}

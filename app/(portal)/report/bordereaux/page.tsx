import { BordereauxReport } from "@/components/reports/bordereaux-report";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { currentMonthRange } from "@/lib/reports/bordereaux";
import { pageAccess } from "@/server/auth/page-guard";
import { reportFilterOptions } from "@/server/reports/report-filter-options";

export const metadata = { title: "Bordereaux" };

export default async function BordereauxPage() {
  const { actor, allowed } = await pageAccess("read", "Report");
  if (!allowed) return <Forbidden />;
  const options = await reportFilterOptions(actor);
  return (
    <div>
      <PageHeader
        eyebrow="Reports"
        title="Bordereaux"
        description="Premium transactions issued in the range (New York days; from included, until excluded): binds, endorsements, final sales and cancellations."
      />
      <BordereauxReport options={options} defaultRange={currentMonthRange()} />
    </div>
  );
}

import { Forbidden } from "@/components/shell/forbidden";
import { StatisticsView } from "@/components/statistics/statistics-view";
import { PageHeader } from "@/components/ui/page-header";
import { abilityFor } from "@/lib/permissions/rules";
import { pageAccess } from "@/server/auth/page-guard";
import { statisticsFilterOptions } from "@/server/statistics/get-statistics";

export const metadata = { title: "Statistics" };

export default async function StatisticsPage() {
  const { actor, allowed } = await pageAccess("read", "Statistics");
  if (!allowed) return <Forbidden />;
  const canFilterByBroker = abilityFor(actor).can("filterByBroker", "Statistics");
  // The filters' choices come with the page, so they are there even when the figures cannot be fetched.
  const options = await statisticsFilterOptions(actor);
  return (
    <div>
      <PageHeader
        title="Statistics"
        description={
          canFilterByBroker
            ? "Quotations, policies, premium and claims across the book. Premium and commission are the bordereau's totals for the same filters, the claims figures the claims bordereau's."
            : "Your quotations, policies, premium and claims. Premium and commission count every transaction: binds, endorsements, final sales and returns."
        }
      />
      <StatisticsView canFilterByBroker={canFilterByBroker} options={options} />
    </div>
  );
}

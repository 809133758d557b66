import Link from "next/link";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { DaysWithoutDataTable } from "@/components/claims/days-without-data-table";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";
import { listDaysWithoutData, NO_DATA_ATTENTION_DAYS } from "@/server/claims/list-days-without-data";

export const metadata = { title: "Covered days without data" };

const back = (
  <Link href="/claim" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
    <Icon node={ChevronLeft} aria-hidden className="size-4" />
    Claims
  </Link>
);

export default async function DaysWithoutDataPage() {
  const { actor, allowed } = await pageAccess("enterObservations", "Claim");
  if (!allowed) return <Forbidden />;
  const days = await listDaysWithoutData(actor);
  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  return (
    <div>
      <PageHeader
        eyebrow={back}
        title="Covered days without data"
        description={`Covered days of live policies on which an insured peril still has no observation ${NO_DATA_ATTENTION_DAYS} days after the day was over, oldest first.`}
      />
      <DaysWithoutDataTable days={days} formats={formats} />
    </div>
  );
}

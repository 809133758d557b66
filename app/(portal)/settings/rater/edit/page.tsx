import Link from "next/link";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { RaterConfigForm } from "@/components/settings/rater-config-form";
import { raterFormValues } from "@/lib/settings/rater-form-schema";
import { pageAccess } from "@/server/auth/page-guard";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";

export const metadata = { title: "Edit rater settings" };

export default async function EditRaterSettingsPage() {
  const { allowed } = await pageAccess("update", "Config");
  if (!allowed) return <Forbidden />;
  const config = appConfigDto(await getAppConfig());
  return (
    <div>
      <PageHeader
        eyebrow={
          <Link href="/settings/rater" className="inline-flex items-center gap-1 hover:text-slate-900">
            <Icon node={ChevronLeft} aria-hidden className="size-4" />
            Rater
          </Link>
        }
        title="Edit rater settings"
        description="Money in whole dollars, the minimum and maximum rate in percent. New quotations are rated with the saved values."
      />
      <RaterConfigForm initial={raterFormValues(config)} />
    </div>
  );
}

import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { MaintenanceModeForm } from "@/components/settings/maintenance-mode-form";
import { pageAccess } from "@/server/auth/page-guard";
import { getAppConfig } from "@/server/settings/get-app-config";
import { countSignedInNonAdmins } from "@/server/settings/maintenance-audience";

export const metadata = { title: "Maintenance mode" };

export default async function MaintenanceModePage() {
  const { allowed } = await pageAccess("update", "Config");
  if (!allowed) return <Forbidden />;
  const [config, signedInNonAdmins] = await Promise.all([getAppConfig(), countSignedInNonAdmins()]);
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="Maintenance mode" description="Take the portal offline for everyone except admins while you work on it." />
      <Card>
        <CardBody>
          <MaintenanceModeForm
            initial={{ maintenanceMode: config.maintenanceMode, maintenanceModeMessage: config.maintenanceModeMessage }}
            signedInNonAdmins={signedInNonAdmins}
          />
        </CardBody>
      </Card>
    </div>
  );
}

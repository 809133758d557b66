import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageActor } from "@/server/auth/page-guard";
import { getMaintenanceState } from "@/server/settings/maintenance-state";
import { currentUserDto } from "@/server/users/current-user-dto";

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const actor = await requirePageActor();
  const maintenance = await getMaintenanceState();
  return (
    <AppShell user={currentUserDto(actor)} maintenance={actor.role === "ROLE_ADMIN" ? maintenance : { on: false, message: "" }}>
      {children}
    </AppShell>
  );
}

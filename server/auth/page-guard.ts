import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { maintenancePath } from "@/lib/api/client";
import { abilityFor, type Action, type SubjectType } from "@/lib/permissions/rules";
import { getMaintenanceState } from "@/server/settings/maintenance-state";
import type { Actor } from "./actor";
import { getActor } from "./current-actor";

/**
 * For pages inside the portal: the signed-in actor, or a redirect to sign-in that returns here;
 * non-admins go to the maintenance page while maintenance mode is on.
 */
export async function requirePageActor(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) {
    const here = (await headers()).get("x-pathname") ?? "/";
    redirect(here === "/" ? "/auth/login" : `/auth/login?redirectTo=${encodeURIComponent(here)}`);
  }
  if (actor.role !== "ROLE_ADMIN") {
    const maintenance = await getMaintenanceState();
    if (maintenance.on) redirect(maintenancePath(maintenance.message));
  }
  return actor;
}

/** The actor and whether it may do `action` on `subject`; pages render the forbidden page when not. */
export async function pageAccess(action: Action, subject: SubjectType): Promise<{ actor: Actor; allowed: boolean }> {
  const actor = await requirePageActor();
  return { actor, allowed: abilityFor(actor).can(action, subject) };
}

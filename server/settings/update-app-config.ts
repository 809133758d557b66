import "server-only";
import { AppError, forbidden } from "@/lib/api/errors";
import type { AppConfigPatch } from "@/lib/settings/config-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { forgetRaterCheck } from "@/server/rater/rater-cache";
import { forgetMaintenanceState } from "./maintenance-state";

/** PATCH /api/config (admin): changes app options; the row is locked so concurrent edits apply in turn. */
export async function updateAppConfig(actor: Actor, patch: AppConfigPatch) {
  if (!abilityFor(actor).can("update", "Config")) throw forbidden();
  const updated = await db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "AppConfig" WHERE id = 1 FOR UPDATE`;
    if (!before) throw new AppError("RESOURCE_NOT_FOUND", "Configuration not found");
    const previous = await tx.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    const minimumRate = patch.minimumRate ?? Number(previous.minimumRate);
    const maximumRate = patch.maximumRate ?? Number(previous.maximumRate);
    if (minimumRate > maximumRate) {
      throw new AppError("VALIDATION_FAILURE", "Minimum rate cannot be above maximum rate", {
        details: [{ path: "minimumRate", message: "Minimum rate cannot be above maximum rate" }],
      });
    }
    const next = await tx.appConfig.update({ where: { id: 1 }, data: patch });
    const changed = Object.keys(patch) as (keyof typeof patch)[];
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "config.update",
      subjectType: "AppConfig",
      subjectId: 1,
      before: Object.fromEntries(changed.map((k) => [k, previous[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
    return next;
  });
  forgetMaintenanceState();
  // This instance rates with the new options at once; the others within their next check (D57).
  forgetRaterCheck();
  return updated;
}

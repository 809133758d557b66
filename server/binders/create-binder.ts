import "server-only";
import { AppError, forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { BinderDto } from "@/lib/settings/binder-dto";
import { DUPLICATE_REFERENCE, type BinderCreate } from "@/lib/settings/binder-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { binderDto } from "./list-binders";

const duplicate = () =>
  new AppError("CONFLICT", DUPLICATE_REFERENCE, { details: [{ path: "uniqueMarketReference", message: DUPLICATE_REFERENCE }] });

/** POST /api/binder (admin): a new binder; its unique market reference must not be taken (409 CONFLICT). */
export async function createBinder(actor: Actor, data: BinderCreate): Promise<BinderDto> {
  if (!abilityFor(actor).can("create", "Binder")) throw forbidden();
  try {
    const created = await db.$transaction(async (tx) => {
      if (await tx.binder.findUnique({ where: { uniqueMarketReference: data.uniqueMarketReference }, select: { id: true } }))
        throw duplicate();
      const binder = await tx.binder.create({ data });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "binder.create",
        subjectType: "Binder",
        subjectId: binder.id,
        after: auditView(binder),
      });
      return binder;
    });
    return binderDto(created, null);
  } catch (error) {
    // Two admins creating the same reference at once: the unique index decides.
    if ((error as { code?: string })?.code === "P2002") throw duplicate();
    throw error;
  }
}

export function auditView(binder: { uniqueMarketReference: string; value: unknown; from: Date; until: Date }) {
  return {
    uniqueMarketReference: binder.uniqueMarketReference,
    value: binder.value,
    from: binder.from.toISOString().slice(0, 10),
    until: binder.until.toISOString().slice(0, 10),
  };
}

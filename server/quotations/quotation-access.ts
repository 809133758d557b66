import "server-only";
import type { Prisma, QuotationStatus } from "@/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { QUOTATION_ACTION_LABELS, permissionAllows, statusAllows, type QuotationActionName } from "@/lib/quotations/quotation-actions";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/** The master quotation with its current (latest) version and that version's perils. */
export const withCurrentVersion = {
  versions: { orderBy: { versionNumber: "desc" }, take: 1, include: { perils: { orderBy: { id: "asc" } } } },
} satisfies Prisma.QuotationInclude;

export type LockedQuotation = Prisma.QuotationGetPayload<{ include: typeof withCurrentVersion }>;
export type CurrentVersion = LockedQuotation["versions"][number];

export function invalidTransition(action: QuotationActionName, status: QuotationStatus): AppError {
  return new AppError(
    "INVALID_STATE_TRANSITION",
    `${QUOTATION_ACTION_LABELS[action]} is not possible while the quotation is ${QUOTATION_STATUS_LABELS[status].toLowerCase()}`,
  );
}

/**
 * The guard of every quotation action (DESIGN.md §5), inside the caller's transaction: locks the
 * master row (so concurrent actions on one quotation run one after the other and the second sees
 * the first's status), answers not found for a quotation the actor may not read, forbidden for an
 * action the actor's role may not take, and INVALID_STATE_TRANSITION for one the status does not
 * allow.
 */
export async function lockQuotationFor(tx: Tx, actor: Actor, quotationId: unknown, action: QuotationActionName) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const ability = abilityFor(actor);
  await tx.$queryRaw`SELECT id FROM "Quotation" WHERE id = ${id} FOR UPDATE`;
  const quotation = await tx.quotation.findFirst({
    where: { AND: [{ id }, accessibleWhere(ability, "read", "Quotation")] },
    include: withCurrentVersion,
  });
  if (!quotation || quotation.versions.length === 0) throw notFound("Quotation");
  if (!permissionAllows(ability, action, quotation)) throw forbidden();
  if (!statusAllows(action, quotation.status)) throw invalidTransition(action, quotation.status);
  return { quotation, version: quotation.versions[0] };
}

/** Moves the master and its current version to a status; the master row is already locked. */
export async function setQuotationStatus(
  tx: Tx,
  quotation: { id: number },
  version: { id: number },
  status: QuotationStatus,
  versionData: Prisma.QuotationVersionUncheckedUpdateInput = {},
) {
  await tx.quotationVersion.update({ where: { id: version.id }, data: { ...versionData, status } });
  await tx.quotation.update({ where: { id: quotation.id }, data: { status } });
}

/**
 * A transaction for quotation actions. Conflicting actions on one quotation queue on its row
 * lock, so a transaction may wait for a connection and for the lock longer than Prisma's defaults.
 */
export function quotationTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { maxWait: 15_000, timeout: 30_000 });
}

import "server-only";
import { parseRecordId } from "@/lib/api/record-id";
import { validationFailure } from "@/lib/api/errors";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";

/**
 * The broker a quotation is for. A broker writes quotations for itself; underwriters and admins
 * choose an enabled broker of an enabled broker company.
 */
export async function resolveBroker(tx: Tx, actor: Actor, brokerUserId: number | undefined, path = "brokerUserId") {
  if (actor.role === "ROLE_BROKER") {
    if (brokerUserId !== undefined && brokerUserId !== actor.id)
      throw validationFailure([{ path, message: "A broker can only request quotations for itself" }]);
    return { brokerUserId: actor.id, brokerCompanyId: actor.companyId };
  }
  if (brokerUserId === undefined) throw validationFailure([{ path, message: "This field is required" }]);
  const broker = await tx.user.findFirst({
    where: { id: brokerUserId, role: "ROLE_BROKER", enabled: true, company: { enabled: true, role: "BROKER" } },
    select: { id: true, companyId: true },
  });
  if (!broker) throw validationFailure([{ path, message: "Choose an enabled broker" }]);
  return { brokerUserId: broker.id, brokerCompanyId: broker.companyId };
}

export function parseBrokerId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  // A strict record id (D65): "016", " 16", "1e1" name no broker.
  const n = parseRecordId(value);
  if (n === null) throw validationFailure([{ path: "brokerUserId", message: "Choose an enabled broker" }]);
  return n;
}

/**
 * The broker after a draft is saved or submitted: unchanged unless another is chosen. A broker never
 * hands a quotation to someone else (not even a colleague's draft to itself); underwriters and
 * admins pick any enabled broker while the quotation is a draft.
 */
export async function brokerAfterDraftEdit(
  tx: Tx,
  actor: Actor,
  current: { brokerUserId: number; brokerCompanyId: number },
  requested: number | undefined,
) {
  if (requested === undefined || requested === current.brokerUserId)
    return { brokerUserId: current.brokerUserId, brokerCompanyId: current.brokerCompanyId };
  if (actor.role === "ROLE_BROKER")
    throw validationFailure([{ path: "brokerUserId", message: "A broker cannot hand a quotation to another broker" }]);
  return resolveBroker(tx, actor, requested);
}

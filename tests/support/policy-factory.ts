import { randomBytes } from "node:crypto";
import { db } from "@/server/db";
import { quotation } from "./factories";

/**
 * A bound policy on a binder, with the quotation and version it came from (the binding flow is not
 * built yet, so the rows are written directly).
 */
export async function boundPolicy(options: { binderId: number; brokerUserId: number; brokerCompanyId: number; aggregateLimit?: string }) {
  const q = await quotation(options.brokerUserId, options.brokerCompanyId);
  await db.quotation.update({ where: { id: q.id }, data: { status: "BOUND" } });
  const version = await db.quotationVersion.findFirstOrThrow({ where: { quotationId: q.id } });
  await db.quotationVersion.update({ where: { id: version.id }, data: { status: "BOUND" } });
  return db.policy.create({
    data: {
      policyNumber: `TP-${randomBytes(4).toString("hex")}`,
      quotationId: q.id,
      quotationVersionId: version.id,
      brokerCompanyId: options.brokerCompanyId,
      brokerUserId: options.brokerUserId,
      binderId: options.binderId,
      insuredName: "Riverside Fair Association",
      kind: "EVENT",
      itemName: "Riverside County Fair",
      dateFrom: new Date(Date.UTC(2027, 6, 1)),
      dateUntil: new Date(Date.UTC(2027, 6, 3)),
      aggregateLimit: options.aggregateLimit ?? "150000",
      premium: "4500",
    },
  });
}

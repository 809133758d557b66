import type { EmailStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";

export const OUTBOX_FIELDS: ResourceFields = {
  id: { type: "number" },
  status: { type: "enum", values: ["PENDING", "SENT", "FAILED", "STORED"] satisfies EmailStatus[] },
  subject: { type: "string" },
  template: { type: "string" },
  createdAt: { type: "date" },
};

/** Admins read the outbox: what was sent, what waits for a retry, what is kept without SMTP. */
export async function listOutbox(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "EmailOutbox")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, OUTBOX_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const [items, itemsCount] = await Promise.all([db.emailOutbox.findMany({ where, orderBy, skip, take }), db.emailOutbox.count({ where })]);
  return { items, pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}

import "server-only";
import type { EmailOutbox, EmailStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { EMAIL_STATUSES, type EmailOutboxDto } from "@/lib/settings/email-outbox-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";

EMAIL_STATUSES satisfies readonly EmailStatus[];

export const OUTBOX_FIELDS: ResourceFields = {
  id: { type: "number" },
  status: { type: "enum", values: EMAIL_STATUSES },
  subject: { type: "string" },
  template: { type: "string" },
  createdAt: { type: "date" },
};

function emailOutboxDto(row: EmailOutbox): EmailOutboxDto {
  return {
    ...row,
    nextAttemptAt: isoSeconds(row.nextAttemptAt),
    sentAt: row.sentAt ? isoSeconds(row.sentAt) : null,
    createdAt: isoSeconds(row.createdAt),
  };
}

/** Admins read the outbox: what was sent, what waits for a retry, what is kept without SMTP. */
export async function listOutbox(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "EmailOutbox")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, OUTBOX_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const [rows, itemsCount] = await Promise.all([db.emailOutbox.findMany({ where, orderBy, skip, take }), db.emailOutbox.count({ where })]);
  return { items: rows.map(emailOutboxDto), pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}

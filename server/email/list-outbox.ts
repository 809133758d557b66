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

/** A part of an address to look for among the recipients, resolved to the addresses that contain it before the query runs. */
class RecipientsContaining {
  constructor(readonly text: string) {}
}

/**
 * `to` (the recipients, a list of addresses): `like` finds the emails with a recipient containing
 * the text (any case), `eq`/`neq`/`in` compare whole addresses. Prisma has no substring match over
 * the items of a list, so `like` becomes `hasSome` of the addresses that contain the text
 * (resolveRecipients), one array value however many emails match.
 */
function recipientsWhere(condition: Record<string, unknown>): Record<string, unknown> {
  if ("contains" in condition) return { to: { hasSome: new RecipientsContaining(String(condition.contains)) } };
  if ("in" in condition) return { to: { hasSome: condition.in } };
  if ("equals" in condition) return condition.equals === null ? { to: { isEmpty: true } } : { to: { has: condition.equals } };
  if ("not" in condition) return condition.not === null ? { NOT: { to: { isEmpty: true } } } : { NOT: { to: { has: condition.not } } };
  return {};
}

export const OUTBOX_FIELDS: ResourceFields = {
  id: { type: "number" },
  status: { type: "enum", values: EMAIL_STATUSES },
  subject: { type: "string" },
  to: { type: "string", sortable: false, where: recipientsWhere },
  template: { type: "string" },
  createdAt: { type: "date" },
};

/** The distinct recipient addresses that contain `text`, in any case (no pattern characters: `%` and `_` are themselves). */
async function addressesContaining(text: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ address: string }[]>`
    SELECT DISTINCT address FROM "EmailOutbox", unnest("to") AS address
    WHERE strpos(lower(address), lower(${text})) > 0`;
  return rows.map((r) => r.address);
}

/** The where of the list query with each recipient search replaced by the addresses it finds. */
async function resolveRecipients(where: unknown): Promise<unknown> {
  if (where instanceof RecipientsContaining) return addressesContaining(where.text);
  if (Array.isArray(where)) return Promise.all(where.map(resolveRecipients));
  if (typeof where !== "object" || where === null || where instanceof Date) return where;
  const entries = await Promise.all(Object.entries(where).map(async ([k, v]) => [k, await resolveRecipients(v)] as const));
  return Object.fromEntries(entries);
}

function emailOutboxDto(row: EmailOutbox): EmailOutboxDto {
  return {
    ...row,
    nextAttemptAt: isoSeconds(row.nextAttemptAt),
    sentAt: row.sentAt ? isoSeconds(row.sentAt) : null,
    createdAt: isoSeconds(row.createdAt),
  };
}

/**
 * Admins read the outbox: what was sent, what waits for a retry, what is kept without SMTP. The
 * page's search is `f={"or":[{"to":{"like":…}},{"subject":{"like":…}}]}` (docs/decisions.md D119).
 */
export async function listOutbox(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "EmailOutbox")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, OUTBOX_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const resolved = (await resolveRecipients(where)) as typeof where;
  const [rows, itemsCount] = await Promise.all([
    db.emailOutbox.findMany({ where: resolved, orderBy, skip, take }),
    db.emailOutbox.count({ where: resolved }),
  ]);
  return { items: rows.map(emailOutboxDto), pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}

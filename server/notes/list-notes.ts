import "server-only";
import { forbidden } from "@/lib/api/errors";
import { isoSeconds } from "@/lib/api/serialize";
import type { Pagination } from "@/lib/api/list-query";
import type { NoteDto } from "@/lib/notes/note-dto";
import { NOTE_VISIBILITIES, type NoteSubject } from "@/lib/notes/note-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { assertReadableSubject } from "./readable-subject";

/** The fields GET /api/note filters and sorts on. */
export const NOTE_FIELDS: ResourceFields = {
  createdAt: { type: "date" },
  visibility: { type: "enum", values: NOTE_VISIBILITIES },
};

type NoteRow = {
  id: number;
  content: string;
  visibility: "ALL" | "COMPANY";
  quotationId: number | null;
  policyId: number | null;
  createdAt: Date;
  author: { id: number; firstName: string; lastName: string };
  authorCompany: { id: number; name: string };
};

export const NOTE_INCLUDE = {
  author: { select: { id: true, firstName: true, lastName: true } },
  authorCompany: { select: { id: true, name: true } },
} as const;

/** The content is returned exactly as written: clients show it as text, never as HTML. */
export function noteDto(note: NoteRow): NoteDto {
  return {
    id: note.id,
    content: note.content,
    visibility: note.visibility,
    author: { id: note.author.id, name: `${note.author.firstName} ${note.author.lastName}` },
    company: { id: note.authorCompany.id, name: note.authorCompany.name },
    quotationId: note.quotationId,
    policyId: note.policyId,
    createdAt: isoSeconds(note.createdAt),
  };
}

/**
 * GET /api/note?quotationId=… or ?policyId=…: the notes of a subject the actor may read, newest
 * first, without the company-only notes of other companies (admins see all of them). `url` carries
 * the list query (filter, page, sort).
 */
export async function listNotes(actor: Actor, subject: NoteSubject, url: string): Promise<{ items: NoteDto[]; pagination: Pagination }> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Note")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, NOTE_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  await assertReadableSubject(db, actor, subject);
  const scoped = {
    AND: [
      subject.quotationId !== undefined ? { quotationId: subject.quotationId } : { policyId: subject.policyId },
      accessibleWhere(ability, "read", "Note"),
      where,
    ],
  };
  const [rows, itemsCount] = await Promise.all([
    db.note.findMany({ where: scoped, orderBy, skip, take, include: NOTE_INCLUDE }),
    db.note.count({ where: scoped }),
  ]);
  return {
    items: rows.map(noteDto),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}

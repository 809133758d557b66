import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { NoteDto } from "@/lib/notes/note-dto";
import type { NoteCreate } from "@/lib/notes/note-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { NOTE_INCLUDE, noteDto } from "./list-notes";
import { assertReadableSubject } from "./readable-subject";

/**
 * POST /api/note: a note on a quotation or a policy the actor may read (404 otherwise). The note
 * belongs to the author and to the author's company, which "only my company" refers to.
 */
export async function createNote(actor: Actor, input: NoteCreate): Promise<NoteDto> {
  if (!abilityFor(actor).can("create", "Note")) throw forbidden();
  const { content, visibility, quotationId, policyId } = input;
  const note = await db.$transaction(async (tx) => {
    await assertReadableSubject(tx, actor, { quotationId, policyId });
    const created = await tx.note.create({
      data: {
        content,
        visibility,
        authorId: actor.id,
        authorCompanyId: actor.companyId,
        quotationId: quotationId ?? null,
        policyId: policyId ?? null,
      },
      include: NOTE_INCLUDE,
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "note.create",
      subjectType: "Note",
      subjectId: created.id,
      after: { content, visibility, quotationId: created.quotationId, policyId: created.policyId },
    });
    return created;
  });
  return noteDto(note);
}

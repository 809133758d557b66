import { multiLineText } from "@/lib/api/text";
import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { NOTE_MAX_LENGTH, NOTE_REQUIRED, NOTE_SUBJECT_REQUIRED, NOTE_VISIBILITIES } from "./note-labels";

// Notes on a quotation or a policy (spec §2 "Notes panel", §3 "Note"). A note is visible to all
// who may read its subject, or only to the users of its author's company (admins see every note;
// docs/decisions.md).

export * from "./note-labels";

const content = multiLineText(z.string({ error: NOTE_REQUIRED }).trim())
  .min(1, NOTE_REQUIRED)
  .max(NOTE_MAX_LENGTH, `A note can have at most ${NOTE_MAX_LENGTH} characters`);
const visibility = z.enum(NOTE_VISIBILITIES, { error: "Choose who can see the note" });
const subjectId = (label: string) =>
  recordId((value) => {
    const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
    if (!Number.isFinite(n)) return `${label} must be a number`;
    if (!Number.isInteger(n) || typeof value === "string") return `${label} must be a whole number`;
    if (n <= 0) return `${label} must be a positive number`;
    return `${label} is too large`;
  });

const exactlyOneSubject = (v: { quotationId?: number; policyId?: number }) => (v.quotationId === undefined) !== (v.policyId === undefined);

/** The add form of the notes panel. */
export const noteFormSchema = z.object({ content, visibility });
export type NoteFormValues = z.input<typeof noteFormSchema>;

/** POST /api/note: the note and its subject, a quotation or a policy (exactly one). */
export const noteCreateSchema = z
  .object({
    content,
    visibility,
    quotationId: subjectId("quotationId").optional(),
    policyId: subjectId("policyId").optional(),
  })
  .strict()
  .refine(exactlyOneSubject, { message: NOTE_SUBJECT_REQUIRED });
export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type NoteCreate = z.output<typeof noteCreateSchema>;

/** GET /api/note?quotationId=… or ?policyId=…: the subject whose notes are listed. */
export const noteSubjectSchema = z
  .object({
    quotationId: subjectId("quotationId").optional(),
    policyId: subjectId("policyId").optional(),
  })
  .refine(exactlyOneSubject, { message: NOTE_SUBJECT_REQUIRED });
export type NoteSubject = z.output<typeof noteSubjectSchema>;

import { z } from "zod";
import { NOTE_VISIBILITIES } from "@/lib/notes/note-labels";

/** A note as GET and POST /api/note answer it. The content is exactly as written: shown as text, never as HTML. */
export const noteDtoSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  visibility: z.enum(NOTE_VISIBILITIES),
  author: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  quotationId: z.number().int().nullable(),
  policyId: z.number().int().nullable(),
  createdAt: z.iso.datetime().describe('UTC ISO timestamp with seconds, e.g. "2026-11-22T10:15:30Z"'),
});
export type NoteDto = z.infer<typeof noteDtoSchema>;

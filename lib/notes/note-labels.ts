// The words and limits of notes (spec §2 "Notes panel", §3 "Note"), without zod: the notes panel
// shows them with the page and loads the schemas (note-schema.ts) at the first submit.

export const NOTE_VISIBILITIES = ["ALL", "COMPANY"] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
export const NOTE_VISIBILITY_LABELS: Record<NoteVisibility, string> = {
  ALL: "Visible to all",
  COMPANY: "Only my company",
};

export const NOTE_MAX_LENGTH = 5000;
export const NOTE_REQUIRED = "This field is required";
export const NOTE_SUBJECT_REQUIRED = "Give exactly one of quotationId and policyId";

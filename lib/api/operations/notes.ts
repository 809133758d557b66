import { defineOperation } from "@/lib/api/operation";
import { noteDtoSchema } from "@/lib/notes/note-dto";
import { noteCreateSchema, noteSubjectSchema } from "@/lib/notes/note-schema";

export const listNotes = defineOperation({
  method: "get",
  path: "/api/note",
  tag: "Notes",
  access: "read Note, and read on the quotation or policy",
  can: ["read", "Note"],
  query: noteSubjectSchema,
  list: true,
  response: noteDtoSchema,
  summary: "Notes of a quotation or a policy, newest first",
  description:
    "Query `quotationId` or `policyId` (exactly one). Notes visible only to the author's company are left out for users of other companies; admins see every note. A subject the caller may not read is 404. Fields: createdAt (filter, sort; default desc), visibility (filter, sort).",
  errors: ["VALIDATION_FAILURE", "RESOURCE_NOT_FOUND"],
});

export const createNote = defineOperation({
  method: "post",
  path: "/api/note",
  tag: "Notes",
  access: "create Note, and read on the quotation or policy",
  can: ["create", "Note"],
  body: noteCreateSchema,
  response: noteDtoSchema,
  summary: "Add a note to a quotation or a policy",
  description:
    "`visibility` is ALL (visible to all) or COMPANY (only the author's company). The content is stored and returned as written, as plain text.",
  errors: ["VALIDATION_FAILURE", "RESOURCE_NOT_FOUND"],
});

export const NOTE_OPERATIONS = [listNotes, createNote];

import { noteCreateSchema } from "@/lib/notes/note-schema";
import type { ApiOperation } from "@/lib/api/operation";

export const NOTE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/note",
    tag: "Notes",
    access: "read Note, and read on the quotation or policy",
    list: true,
    summary: "Notes of a quotation or a policy, newest first",
    description:
      "Query `quotationId` or `policyId` (exactly one). Notes visible only to the author's company are left out for users of other companies; admins see every note. A subject the caller may not read is 404. Fields: createdAt (filter, sort; default desc), visibility (filter, sort).",
    errors: ["VALIDATION_FAILURE", "RESOURCE_NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/note",
    tag: "Notes",
    access: "create Note, and read on the quotation or policy",
    body: noteCreateSchema,
    summary: "Add a note to a quotation or a policy",
    description:
      "`visibility` is ALL (visible to all) or COMPANY (only the author's company). The content is stored and returned as written, as plain text.",
    errors: ["VALIDATION_FAILURE", "RESOURCE_NOT_FOUND"],
  },
];

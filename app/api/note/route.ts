import { apiHandler, readJson } from "@/server/http/api-handler";
import { createNote } from "@/server/notes/create-note";
import { listNotes } from "@/server/notes/list-notes";

export const GET = apiHandler({ can: ["read", "Note"] }, async ({ req, actor }) => {
  const { items, pagination } = await listNotes(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiHandler({ can: ["create", "Note"] }, async ({ req, actor }) => ({
  data: await createNote(actor, await readJson(req)),
}));

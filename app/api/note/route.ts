import * as notesApi from "@/lib/api/operations/notes";
import { apiRoute } from "@/server/http/api-route";
import { createNote } from "@/server/notes/create-note";
import { listNotes } from "@/server/notes/list-notes";

export const GET = apiRoute(notesApi.listNotes, async ({ req, actor, query }) => {
  const { items, pagination } = await listNotes(actor, query, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiRoute(notesApi.createNote, async ({ actor, body }) => ({ data: await createNote(actor, body()) }));

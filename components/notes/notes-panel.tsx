"use client";

import * as React from "react";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquare } from "lucide";
import { callApi } from "@/lib/api/client";
import * as notesApi from "@/lib/api/operations/notes";
import { formatDateTime } from "@/lib/format/date-time";
import { formatDecimal } from "@/lib/format/money";
import { NOTE_MAX_LENGTH, NOTE_VISIBILITY_LABELS } from "@/lib/notes/note-labels";
import type { NoteDto } from "@/lib/notes/note-dto";
import { useAuth } from "@/components/auth/auth-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useSnackbar } from "@/components/ui/snackbar";
import { errorText, showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { NoteFormView, NotesCard } from "./note-form-view";

// The notes panel (spec §2): add a note and list the notes of a quotation or a policy, newest
// first, with author, company and time. A note's text is shown as text, never as HTML.

export type NoteSubjectRef = { quotationId: number } | { policyId: number };

const PAGE_SIZE = 10;

export const notesQueryKey = (subject: NoteSubjectRef) => ["notes", subject];

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

/** Who can read a note, in the viewer's words. */
export function visibilityLabel(note: Pick<NoteDto, "visibility" | "company">, viewerCompanyId: number | undefined): string {
  if (note.visibility === "ALL") return NOTE_VISIBILITY_LABELS.ALL;
  return note.company.id === viewerCompanyId ? NOTE_VISIBILITY_LABELS.COMPANY : `Only ${note.company.name}`;
}

/** The list of notes as given (the API sorts them newest first). */
export function NoteList({ notes, viewerCompanyId, formats }: { notes: NoteDto[]; viewerCompanyId?: number; formats: Formats }) {
  return (
    <ol className="divide-y divide-slate-100" aria-label="Notes">
      {notes.map((note) => (
        <li key={note.id} className="py-3 first:pt-0 last:pb-0" data-testid="note">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
            <span className="font-medium text-slate-900">{note.author.name}</span>{" "}
            <span className="text-slate-500">{note.company.name}</span>{" "}
            <time className="text-slate-500" dateTime={note.createdAt}>
              {formatDateTime(note.createdAt, formats)}
            </time>{" "}
            <Badge tone={note.visibility === "ALL" ? "neutral" : "waiting"} className="ml-auto">
              {visibilityLabel(note, viewerCompanyId)}
            </Badge>
          </div>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700" data-testid="note-content">
            {note.content}
          </p>
        </li>
      ))}
    </ol>
  );
}

const NOTE_FIELDS = ["content", "visibility"] as const;

function AddNoteForm({ subject }: { subject: NoteSubjectRef }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const id = React.useId();
  const { values, errors, isSubmitting, register, handleSubmit, reset, form } = useSchemaForm({
    initial: { content: "", visibility: "ALL" },
    loadSchema: () => import("@/lib/notes/note-schema").then((m) => m.noteFormSchema),
  });
  const onSubmit = handleSubmit(async (note) => {
    try {
      await callApi(notesApi.createNote, { body: { ...note, ...subject } });
      reset({ content: "", visibility: note.visibility });
      await queryClient.invalidateQueries({ queryKey: notesQueryKey(subject) });
      snackbar.show("Note added", "success");
    } catch (error) {
      showApiErrors(error, { form, fields: NOTE_FIELDS, snackbar, what: "Could not add the note", fieldsSnackbar: null });
    }
  });

  const counter = `${formatDecimal(values.content.length)} / ${formatDecimal(NOTE_MAX_LENGTH)}`;
  return (
    <NoteFormView
      idPrefix={id}
      content={register("content")}
      visibility={register("visibility")}
      errors={errors}
      counter={counter}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    />
  );
}

/** The notes of a quotation or a policy, with a form to add one. */
export function NotesPanel({ subject, title = "Notes" }: { subject: NoteSubjectRef; title?: string }) {
  const { user } = useAuth();
  const formats = { timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat };
  const query = useInfiniteQuery({
    queryKey: notesQueryKey(subject),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      return callApi(notesApi.listNotes, { query: subject, list: { page: { index: pageParam, size: PAGE_SIZE } }, signal });
    },
    getNextPageParam: (last) => {
      const page = last.metadata.pagination;
      return page.index * page.size < page.itemsCount ? page.index + 1 : undefined;
    },
  });
  const notes = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.metadata.pagination.itemsCount;

  return (
    <NotesCard label={title} title={total === undefined ? title : `${title} (${total})`}>
      <AddNoteForm subject={subject} />
      <div className="border-t border-slate-200 pt-4">
        {query.isPending ? (
          <Spinner size="sm" label="Loading notes" className="text-slate-400" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not fetch the notes. {errorText(query.error)}
          </p>
        ) : notes.length === 0 ? (
          <EmptyState icon={MessageSquare} title="No notes yet" className="py-6" />
        ) : (
          <>
            <NoteList notes={notes} viewerCompanyId={user?.company.id} formats={formats} />
            {query.hasNextPage ? (
              <div className="mt-3 flex justify-center">
                <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  Show older notes
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </NotesCard>
  );
}

"use client";

import * as React from "react";
import { NOTE_MAX_LENGTH } from "@/lib/notes/note-labels";
import { Spinner } from "@/components/ui/spinner";
import type { NoteSubjectRef } from "./notes-panel";
import { NoteFormView, NotesCard } from "./note-form-view";

// The notes panel's code (the notes query, the form's state and checks, the list) is not part of
// the page's first load (issue 16 §3): it loads beside it, and meanwhile (on a navigation within
// the portal; the server renders the panel itself) a placeholder of the same markup holds its place.
const NotesPanel = React.lazy(() => import("./notes-panel").then((m) => ({ default: m.NotesPanel })));

/** NotesPanel, loaded after the page's first load; its placeholder is the panel as it is while its notes load. */
export function DeferredNotesPanel({ subject, title = "Notes" }: { subject: NoteSubjectRef; title?: string }) {
  return (
    <React.Suspense fallback={<NotesPanelPlaceholder title={title} />}>
      <NotesPanel subject={subject} title={title} />
    </React.Suspense>
  );
}

function NotesPanelPlaceholder({ title }: { title: string }) {
  const id = React.useId();
  return (
    <NotesCard label={title} title={title}>
      <NoteFormView idPrefix={id} counter={`0 / ${NOTE_MAX_LENGTH.toLocaleString("en-US")}`} disabled />
      <div className="border-t border-slate-200 pt-4">
        <Spinner size="sm" label="Loading notes" className="text-slate-400" />
      </div>
    </NotesCard>
  );
}

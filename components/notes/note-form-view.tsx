import * as React from "react";
import { NOTE_MAX_LENGTH, NOTE_VISIBILITIES, NOTE_VISIBILITY_LABELS } from "@/lib/notes/note-labels";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

// The markup of the notes panel (notes-panel.tsx) that its placeholder (notes-panel-deferred.tsx)
// shares, so that the placeholder has the panel's size exactly.

export const NOTES_DESCRIPTION = 'Notes marked "Only my company" are read by your company and the portal\'s administrators.';

/** The panel's card: a region named `label`, its header and its body. */
export function NotesCard({ label, title, children }: { label: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card role="region" aria-label={label}>
      <CardHeader title={title} description={NOTES_DESCRIPTION} />
      <CardBody className="space-y-5">{children}</CardBody>
    </Card>
  );
}

/** The form of a new note: the text with its counter, the visibility, the button. */
export function NoteFormView({
  idPrefix,
  content,
  visibility,
  errors = {},
  counter,
  submitting = false,
  disabled = false,
  onSubmit,
}: {
  idPrefix: string;
  content?: React.ComponentProps<"textarea">;
  visibility?: React.ComponentProps<"select">;
  errors?: { content?: string; visibility?: string };
  counter: string;
  submitting?: boolean;
  /** The placeholder's form, shown while the panel loads. */
  disabled?: boolean;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  const contentId = `${idPrefix}-content`;
  const visibilityId = `${idPrefix}-visibility`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField label="New note" htmlFor={contentId} error={errors.content} hint={errors.content ? undefined : counter}>
        <Textarea
          {...content}
          id={contentId}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={!!errors.content}
          aria-describedby={fieldDescribedBy(contentId, { error: errors.content, hint: errors.content ? undefined : counter })}
        />
      </FormField>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField label="Visibility" htmlFor={visibilityId} error={errors.visibility} className="w-52">
          <Select {...visibility} id={visibilityId} disabled={disabled}>
            {NOTE_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {NOTE_VISIBILITY_LABELS[v]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" loading={submitting} disabled={disabled}>
          Add note
        </Button>
      </div>
    </form>
  );
}

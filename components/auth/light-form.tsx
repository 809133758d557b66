import type { ChangeEvent, ReactNode, Ref } from "react";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import {
  buttonBaseClasses,
  buttonSizeClasses,
  buttonVariantClasses,
  controlClasses,
  inputClasses,
  labelClasses,
} from "@/components/ui/styles";

// The sign-in pages' fields and button (Pages Router, issue 16 §3): the markup of components/ui's
// FormField, Input and Button with their class lists (components/ui/styles.ts, none conflicting, so
// without cn()), and without Radix. The forms check with useSchemaForm, which loads the schema
// module, with zod, at the first submit. Their links are
// plain anchors, as next/link (some 3 KB) would save no request: each page is rendered per request.

const inputClassList = `${controlClasses} ${inputClasses}`;
const submitClasses = `${buttonBaseClasses} ${buttonVariantClasses.primary} ${buttonSizeClasses.md} w-full`;

type TextFieldProps = {
  label: string;
  id: string;
  type: "email" | "password";
  autoComplete: string;
  hint?: string;
  name: string;
  value: string;
  error?: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A labelled input with its hint and error, as components/ui's FormField and Input render them. */
export function TextField({ label, id, hint, error, ...input }: TextFieldProps) {
  const shownHint = error ? undefined : hint;
  const describedBy = [shownHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5" data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} className={inputClassList} aria-invalid={!!error} aria-describedby={describedBy || undefined} {...input} />
      {shownHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-testid="field-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The full-width primary submit button, with the spinner of components/ui's Button while busy. */
export function SubmitButton({ loading, disabled, children }: { loading: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={submitClasses}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading ? (
        <Icon
          node={LoaderCircle}
          aria-hidden="true"
          focusable="false"
          className="shrink-0 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] size-4"
        />
      ) : null}
      {children}
    </button>
  );
}

/** The form's message above its fields. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
      {children}
    </p>
  );
}

"use client";

import * as React from "react";
import SignaturePad from "signature_pad";
import { ApiError, callApi } from "@/lib/api/client";
import * as signingApi from "@/lib/api/operations/signing";
import { SIGNING_MESSAGES, builtinSigningSchema } from "@/lib/signing/builtin-signing-schema";
import { errorText } from "@/components/forms/api-errors";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";

type Mode = "draw" | "type";
type Errors = Partial<Record<"fullName" | "position" | "signature" | "consent" | "form", string>>;

/**
 * The built-in provider's signing form: full name, position held, a drawn (signature pad) or typed
 * signature, and consent to sign electronically. Every field starts empty: the person signing for
 * the insured gives their own name, nothing is filled in from the quotation or the broker (D81).
 * Posts to /api/signing/builtin/{id}, then follows the answer's redirect (success or error page).
 */
export function BuiltinSigningForm({ envelopeId }: { envelopeId: string }) {
  const [fullName, setFullName] = React.useState("");
  const [position, setPosition] = React.useState("");
  const [mode, setMode] = React.useState<Mode>("draw");
  const [typed, setTyped] = React.useState("");
  const [consent, setConsent] = React.useState(false);
  const [drawn, setDrawn] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const padRef = React.useRef<SignaturePad | null>(null);

  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (mode !== "draw" || !canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d")?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, {
      penColor: "#1e293b",
      minWidth: 0.8,
      maxWidth: 2.4,
    });
    pad.addEventListener("endStroke", () => {
      setDrawn(!pad.isEmpty());
      setErrors((e) => (e.signature ? { ...e, signature: undefined } : e));
    });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [mode]);

  /** A field's error goes once the field is changed. */
  const fixed = (key: keyof Errors) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const signature =
      mode === "draw"
        ? padRef.current && !padRef.current.isEmpty()
          ? {
              kind: "drawn" as const,
              image: padRef.current.toDataURL("image/png"),
            }
          : undefined
        : typed.trim()
          ? { kind: "typed" as const, text: typed }
          : undefined;
    const input = {
      fullName,
      position,
      signature,
      consent: consent || undefined,
    };
    const parsed = builtinSigningSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form") as keyof Errors;
        next[key] ??= key === "signature" && !signature ? SIGNING_MESSAGES.signatureRequired : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { data } = await callApi(signingApi.signBuiltinEnvelope, { params: { envelopeId }, body: parsed.data });
      window.location.assign(data.redirectUrl);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === "VALIDATION_FAILURE" && error.details?.length) {
        const next: Errors = {};
        for (const d of error.details) next[(d.path.split(".")[0] as keyof Errors) ?? "form"] ??= d.message;
        setErrors(next);
      } else {
        setErrors({
          form: error instanceof ApiError && error.status === 409 ? errorText(error) : SIGNING_MESSAGES.unexpected,
        });
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Full name" htmlFor="signer-full-name" error={errors.fullName} required>
        <Input
          id="signer-full-name"
          autoComplete="off"
          value={fullName}
          onChange={(e) => {
            setFullName(e.target.value);
            fixed("fullName");
          }}
          aria-invalid={!!errors.fullName}
          aria-describedby={fieldDescribedBy("signer-full-name", {
            error: errors.fullName,
          })}
        />
      </FormField>
      <FormField label="Position held" htmlFor="signer-position" error={errors.position} required>
        <Input
          id="signer-position"
          autoComplete="off"
          value={position}
          onChange={(e) => {
            setPosition(e.target.value);
            fixed("position");
          }}
          aria-invalid={!!errors.position}
          aria-describedby={fieldDescribedBy("signer-position", {
            error: errors.position,
          })}
        />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          Applicant signature
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div role="radiogroup" aria-label="How to sign" className="inline-flex w-fit rounded-md border border-slate-300 p-0.5 text-sm">
          {(["draw", "type"] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => setMode(m)}
              className={cn(
                "rounded px-3 py-1 focus-visible:outline-2 focus-visible:outline-accent-600",
                mode === m ? "bg-accent-600 text-white" : "text-slate-600 hover:bg-slate-100",
              )}
            >
              {m === "draw" ? "Draw" : "Type"}
            </button>
          ))}
        </div>
        {mode === "draw" ? (
          <div>
            <canvas
              ref={canvasRef}
              aria-label="Signature pad: draw your signature with the mouse, a finger or a pen"
              role="img"
              className={cn("h-36 w-full touch-none rounded-md border bg-white", errors.signature ? "border-red-500" : "border-slate-300")}
            />
            <div className="mt-1 flex items-center justify-between text-xs text-slate-500">
              <span>{drawn ? "Signature drawn" : "Sign inside the box"}</span>
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                Clear
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-1.5">
            <label htmlFor="signer-typed" className="text-sm text-slate-600">
              Type your signature
            </label>
            <Input
              id="signer-typed"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                fixed("signature");
              }}
              className="font-serif text-xl italic"
              aria-invalid={!!errors.signature}
              aria-describedby={fieldDescribedBy("signer-typed", {
                error: errors.signature,
              })}
            />
          </div>
        )}
        {errors.signature ? (
          <p id="signer-typed-error" className="text-sm text-red-600">
            {errors.signature}
          </p>
        ) : null}
      </fieldset>

      <div>
        <Checkbox
          id="signer-consent"
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked);
            fixed("consent");
          }}
          label="I have read the proposal and its declaration, and I agree to sign it electronically."
          aria-invalid={!!errors.consent}
        />
        {errors.consent ? <p className="mt-1 text-sm text-red-600">{errors.consent}</p> : null}
      </div>

      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? "Signing…" : "Sign the proposal"}
        </Button>
      </div>
    </form>
  );
}

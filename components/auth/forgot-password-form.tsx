import { useState } from "react";
import { callApi } from "@/lib/api/client";
import { requestPasswordRecovery } from "@/lib/api/operations/foundation";
import { FormError, SubmitButton, TextField, useLightForm } from "./light-form";

export function ForgotPasswordForm() {
  const [state, setState] = useState<"idle" | "sent" | "failed">("idle");
  const form = useLightForm(
    { email: "" },
    () => import("@/lib/auth/schemas").then((m) => m.passwordRecoverySchema),
    async (body) => {
      try {
        await callApi(requestPasswordRecovery, { body });
        setState("sent");
      } catch {
        setState("failed");
      }
    },
  );

  if (state === "sent") {
    return (
      <div className="space-y-3" data-testid="recovery-sent">
        <h1 className="text-lg font-semibold">Check your email</h1>
        <p className="text-sm text-slate-700">
          If an account exists for this address, we have sent a link to reset its password. The link expires in one hour.
        </p>
        <a href="/auth/login" className="text-sm text-accent-600 hover:underline">
          Back to sign in
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
      <h1 className="text-lg font-semibold">Forgot your password?</h1>
      <p className="text-sm text-slate-600">Enter your email and we will send you a link to set a new password.</p>
      {state === "failed" && <FormError>Sorry, we could not send you a link to reset your password</FormError>}
      <TextField label="Email" id="email" type="email" autoComplete="email" {...form.field("email")} />
      <SubmitButton loading={form.submitting}>Send reset link</SubmitButton>
      <p className="text-center text-sm">
        <a href="/auth/login" className="text-accent-600 hover:underline">
          Back to sign in
        </a>
      </p>
    </form>
  );
}

import { useState } from "react";
import { callApi } from "@/lib/api/client";
import { requestPasswordRecovery } from "@/lib/api/operations/foundation";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { FormError, SubmitButton, TextField } from "./light-form";

export function ForgotPasswordForm() {
  const [state, setState] = useState<"idle" | "sent" | "failed">("idle");
  const form = useSchemaForm({
    initial: { email: "" },
    loadSchema: () => import("@/lib/auth/schemas").then((m) => m.passwordRecoverySchema),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await callApi(requestPasswordRecovery, { body });
      setState("sent");
    } catch {
      setState("failed");
    }
  });

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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
      <h1 className="text-lg font-semibold">Forgot your password?</h1>
      <p className="text-sm text-slate-600">Enter your email and we will send you a link to set a new password.</p>
      {state === "failed" && <FormError>Sorry, we could not send you a link to reset your password</FormError>}
      <TextField label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errors.email} />
      <SubmitButton loading={form.isSubmitting}>Send reset link</SubmitButton>
      <p className="text-center text-sm">
        <a href="/auth/login" className="text-accent-600 hover:underline">
          Back to sign in
        </a>
      </p>
    </form>
  );
}

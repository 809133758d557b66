import { useState } from "react";
import { ApiError, callApi } from "@/lib/api/client";
import { resetPassword } from "@/lib/api/operations/foundation";
import { PASSWORD_RULE_MESSAGE } from "@/lib/auth/messages";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { FormError, SubmitButton, TextField } from "./light-form";

export function PasswordResetForm({ token }: { token: string | null }) {
  const [state, setState] = useState<"idle" | "done" | "expired" | "failed">(token ? "idle" : "expired");
  const form = useSchemaForm({
    initial: { password: "", confirmPassword: "" },
    loadSchema: () => import("@/lib/auth/schemas").then((m) => m.newPasswordFormSchema),
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await callApi(resetPassword, { body: { password }, headers: { Authorization: `Bearer ${token}` } });
      setState("done");
    } catch (error) {
      setState(error instanceof ApiError && error.code === "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED" ? "expired" : "failed");
    }
  });

  if (state === "done") {
    return (
      <div className="space-y-3" data-testid="reset-done">
        <h1 className="text-lg font-semibold">Your password is set</h1>
        <p className="text-sm text-slate-700">You can now sign in with your new password.</p>
        <a
          href="/auth/login"
          className="inline-block rounded-md bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700"
        >
          Sign in
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set a new password">
      <h1 className="text-lg font-semibold">Set a new password</h1>
      {state === "expired" && (
        <FormError>
          Your reset token has expired.{" "}
          <a href="/auth/forgot-password" className="font-medium underline">
            Request a new link
          </a>
        </FormError>
      )}
      {state === "failed" && <FormError>Sorry, we could not send set a new password</FormError>}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_MESSAGE}
        {...form.register("password")}
        error={form.errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.register("confirmPassword")}
        error={form.errors.confirmPassword}
      />
      <SubmitButton loading={form.isSubmitting} disabled={!token}>
        Set password
      </SubmitButton>
    </form>
  );
}

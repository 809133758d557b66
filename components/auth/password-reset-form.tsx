"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordFormSchema, PASSWORD_RULE_MESSAGE } from "@/lib/auth/schemas";
import { ApiError, callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";

type Values = { password: string; confirmPassword: string };

export function PasswordResetForm({ token }: { token: string | null }) {
  const [state, setState] = useState<"idle" | "done" | "expired" | "failed">(token ? "idle" : "expired");
  const form = useForm<Values>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await callApi(foundationApi.resetPassword, { body: { password }, headers: { Authorization: `Bearer ${token}` } });
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
        <Link
          href="/auth/login"
          className="inline-block rounded-md bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700"
        >
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set a new password">
      <h1 className="text-lg font-semibold">Set a new password</h1>
      {state === "expired" && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          Your reset token has expired.{" "}
          <Link href="/auth/forgot-password" className="font-medium underline">
            Request a new link
          </Link>
        </p>
      )}
      {state === "failed" && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          Sorry, we could not send set a new password
        </p>
      )}
      <FormField
        label="New password"
        htmlFor="password"
        error={errors.password?.message}
        hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
      >
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={fieldDescribedBy("password", {
            error: errors.password?.message,
            hint: errors.password ? undefined : PASSWORD_RULE_MESSAGE,
          })}
          {...form.register("password")}
        />
      </FormField>
      <FormField label="Confirm new password" htmlFor="confirmPassword" error={errors.confirmPassword?.message}>
        <Input
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirmPassword}
          aria-describedby={fieldDescribedBy("confirmPassword", { error: errors.confirmPassword?.message })}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={isSubmitting} disabled={!token}>
        Set password
      </Button>
    </form>
  );
}

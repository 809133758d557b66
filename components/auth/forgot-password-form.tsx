"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { callApi } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";

const resolver = lazyZodResolver<{ email: string }>(() => import("@/lib/auth/schemas").then((m) => m.passwordRecoverySchema));

export function ForgotPasswordForm() {
  const [state, setState] = useState<"idle" | "sent" | "failed">("idle");
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      // The description (with zod) loads with the first request, as the schema does (first-load size).
      const { requestPasswordRecovery } = await import("@/lib/api/operations/foundation");
      await callApi(requestPasswordRecovery, { body: { email } });
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
        <Link href="/auth/login" className="text-sm text-accent-600 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
      <h1 className="text-lg font-semibold">Forgot your password?</h1>
      <p className="text-sm text-slate-600">Enter your email and we will send you a link to set a new password.</p>
      {state === "failed" && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          Sorry, we could not send you a link to reset your password
        </p>
      )}
      <FormField label="Email" htmlFor="email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={fieldDescribedBy("email", { error: errors.email?.message })}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth/login" className="text-accent-600 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

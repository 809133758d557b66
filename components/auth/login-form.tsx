"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginInput } from "@/lib/auth/schemas";
import { ApiError } from "@/lib/api/client";
import { errorText } from "@/components/forms/api-errors";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useAuth } from "./auth-provider";

const resolver = lazyZodResolver<LoginInput>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

export function LoginForm() {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login(email, password);
    } catch (error) {
      if (
        error instanceof ApiError &&
        ["INVALID_CREDENTIALS", "ACCOUNT_DISABLED", "RATE_LIMITED", "VALIDATION_FAILURE"].includes(error.code)
      ) {
        setFailure(errorText(error));
      } else if (!(error instanceof ApiError && error.code === "MAINTENANCE_MODE")) {
        setFailure("Something went wrong. Please try again.");
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <h1 className="text-lg font-semibold">Sign in</h1>
      {failure && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          {failure}
        </p>
      )}
      <FormField label="Email" htmlFor="email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          aria-invalid={!!errors.email}
          aria-describedby={fieldDescribedBy("email", { error: errors.email?.message })}
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Password" htmlFor="password" error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={fieldDescribedBy("password", { error: errors.password?.message })}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth/forgot-password" className="text-accent-600 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

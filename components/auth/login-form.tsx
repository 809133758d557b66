import { useState } from "react";
import { ApiError, callApi } from "@/lib/api/client";
import { login } from "@/lib/api/operations/foundation";
import { safeRedirectTarget } from "@/lib/auth/redirect";
import { errorText } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { FormError, SubmitButton, TextField } from "./light-form";

const SHOWN_CODES = ["INVALID_CREDENTIALS", "ACCOUNT_DISABLED", "RATE_LIMITED", "VALIDATION_FAILURE"];

/** `maintenanceMessage`: maintenance mode is on, and this is what non-admins are told (D119). */
export function LoginForm({ maintenanceMessage = null }: { maintenanceMessage?: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: { email: "", password: "" },
    loadSchema: () => import("@/lib/auth/schemas").then((m) => m.loginSchema),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await callApi(login, { body });
    } catch (error) {
      if (error instanceof ApiError && SHOWN_CODES.includes(error.code)) setFailure(errorText(error));
      // During maintenance the client has already sent the page to the maintenance page.
      else if (!(error instanceof ApiError && error.code === "MAINTENANCE_MODE")) setFailure("Something went wrong. Please try again.");
      return;
    }
    // A full load: the portal's pages are another router's, and they load the signed-in user themselves.
    window.location.replace(safeRedirectTarget(new URLSearchParams(window.location.search).get("redirectTo")));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <h1 className="text-lg font-semibold">Sign in</h1>
      {maintenanceMessage !== null && (
        <section
          aria-labelledby="maintenance-notice-title"
          data-testid="maintenance-notice"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          <h2 id="maintenance-notice-title" className="font-semibold">
            The portal is under maintenance
          </h2>
          <p className="mt-1 whitespace-pre-line" data-testid="maintenance-notice-message">
            {maintenanceMessage}
          </p>
          <p className="mt-1">Only administrators can sign in until it is over.</p>
        </section>
      )}
      {failure && <FormError>{failure}</FormError>}
      <TextField label="Email" type="email" autoComplete="username" {...form.register("email")} error={form.errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.register("password")}
        error={form.errors.password}
      />
      <SubmitButton loading={form.isSubmitting}>Sign in</SubmitButton>
      <p className="text-center text-sm">
        <a href="/auth/forgot-password" className="text-accent-600 hover:underline">
          Forgot your password?
        </a>
      </p>
    </form>
  );
}

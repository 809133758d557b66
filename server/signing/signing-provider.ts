import "server-only";
import { env } from "@/server/env";
import { createBuiltinProvider } from "./builtin-provider";
import { documensoProviderFromEnv } from "./documenso-provider";
import type { SigningProvider } from "./provider";

/** The provider chosen by SIGNING_PROVIDER: the built-in signing page (default) or Documenso. */
export function signingProvider(): SigningProvider {
  const e = env();
  if (e.SIGNING_PROVIDER === "documenso") return documensoProviderFromEnv();
  return createBuiltinProvider({ appUrl: e.APP_URL, secret: e.SIGNING_SECRET });
}

/** Where the built-in provider posts its webhooks (an outside provider is told the same address). */
export const signingWebhookUrl = () => env().SIGNING_WEBHOOK_URL ?? `${env().APP_URL.replace(/\/$/, "")}/api/signing/webhook`;

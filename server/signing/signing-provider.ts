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

/** Where providers post their webhooks. */
export const signingWebhookUrl = () => `${env().APP_URL.replace(/\/$/, "")}/api/signing/webhook`;

// How the signing providers (server/signing/*-provider.ts) are named to people.

export const SIGNING_PROVIDER_LABELS: Readonly<Record<string, string>> = { builtin: "Portal signing page", documenso: "Documenso" };

/** The provider's name for people; an unknown provider keeps its stored name. */
export function signingProviderLabel(provider: string): string {
  return SIGNING_PROVIDER_LABELS[provider] ?? provider;
}

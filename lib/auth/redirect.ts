/** Only same-site paths are followed after sign-in: never an absolute or protocol-relative address. */
export function safeRedirectTarget(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

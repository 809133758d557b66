import "server-only";

/** An uploaded file's name as kept: no path, no control or reserved characters, the extension of its detected kind. */
export function safeFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, 120);
  return `${base || "document"}.${extension}`;
}

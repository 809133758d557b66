// The Content-Disposition of a file answer (RFC 6266). A header value can only hold Latin-1, so a
// stored name with other characters ("日本語.pdf") is sent twice: as an ASCII stand-in in
// `filename` and exactly in `filename*` (RFC 8187, UTF-8, percent-encoded). Quotes, backslashes
// and control characters never reach the header, so a name cannot end it or add another.

export type Disposition = "attachment" | "inline";

const MAX_NAME = 200;

/** The name with everything but printable ASCII replaced, for the plain `filename` parameter. */
export function asciiFileName(name: string, fallback = "download"): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_")
    .replace(/_+/g, "_")
    .trim()
    .slice(0, MAX_NAME);
  return ascii.replace(/^[_. ]+$/, "") || fallback;
}

/** RFC 8187 attr-chars are kept; every other byte of the UTF-8 name is percent-encoded. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"` (and `filename*=UTF-8''…` when the name is not plain ASCII). */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, MAX_NAME);
  const ascii = asciiFileName(clean);
  return ascii === clean
    ? `${disposition}; filename="${ascii}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}

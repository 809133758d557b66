/** A stand-in origin to resolve a path against; any target that leaves it is refused. */
const DUMMY_ORIGIN = "http://portal.invalid";
/** Control characters (C0, DEL, C1) and backslashes, which browsers drop or read as slashes. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Only same-origin paths are followed after sign-in (decision D106): the value, as decoded from the
 * query, must be a path with no control characters or backslashes, and must still name this origin
 * once a URL parser (WHATWG, as browsers do) has normalised it, and not read as `//host` either. The
 * answer is that normalised, ASCII path (non-ASCII percent-encoded, so a Location header can carry
 * it); anything else is "/". Used by the sign-in page's server redirect and by the sign-in form.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || UNSAFE.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== DUMMY_ORIGIN) return "/";
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!target.startsWith("/") || target.startsWith("//") || UNSAFE.test(target)) return "/";
  return target;
}

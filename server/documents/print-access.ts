import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/server/auth/actor";
import { verifySignedLink, type SignedLinkPurpose } from "@/server/signing/signed-link";

/** The refusals of a print page without a usable link; printRoute words each for a browser. */
export const LINK_EXPIRED = "This link has expired";
export const LINK_NOT_VALID = "This link is not valid";
export const NOT_SIGNED_IN = "You are not signed in";

/**
 * Who opens a print page (DESIGN §8): the holder of a valid signed link for this purpose and
 * record (`link`: every record of that id), else the signed-in actor (who then sees only what it
 * may read). No session and no valid link is 401; a bad link with a session falls back to the
 * session, so a signed-in reader is never locked out by a stale link.
 */
export function printReader(
  actor: Actor | null,
  token: string | null,
  purpose: SignedLinkPurpose,
  id: number,
  now: Date,
): { kind: "link" } | { kind: "actor"; actor: Actor } {
  if (token) {
    const link = verifySignedLink(token, purpose, id, now);
    if (link.ok) return { kind: "link" };
    if (!actor) throw new AppError("UNAUTHENTICATED", link.error === "expired" ? LINK_EXPIRED : LINK_NOT_VALID);
  }
  if (!actor) throw new AppError("UNAUTHENTICATED", NOT_SIGNED_IN);
  return { kind: "actor", actor };
}

/**
 * The headers of an inline PDF answer (print pages, stored proposals, the signing page's
 * document); the file name is reduced to safe characters. No referrer leaves a PDF opened from a
 * link that carries a token.
 */
export function pdfResponse(pdf: { bytes: Buffer; fileName: string }): Response {
  const fileName = pdf.fileName.replace(/[^A-Za-z0-9._-]+/g, "-");
  return new Response(new Uint8Array(pdf.bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}

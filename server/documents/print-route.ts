import "server-only";
import type { NextRequest } from "next/server";
import type { ErrorCode } from "@/lib/api/errors";
import type { Actor } from "@/server/auth/actor";
import { apiHandler, type Options, type Reply } from "@/server/http/api-handler";
import { prefersHtml, readableErrorResponse, type ReadableError } from "@/server/http/readable-error-page";
import { LINK_EXPIRED, LINK_NOT_VALID } from "./print-access";

type PrintContext<P> = { req: NextRequest; params: P; actor: Actor | null };

/**
 * The route of a print page (a document as a PDF, opened from the portal or from a link in an
 * email): apiHandler's checks and error format, except that a refusal opened in a browser tab is a
 * page in words with the same status — what happened and how to get a new link — instead of the
 * API's JSON. A client that asks for JSON still gets JSON. Same options and handler as apiHandler.
 */
export function printRoute<P = Record<string, string>>(
  options: Options & { public: true },
  handler: (ctx: PrintContext<P>) => Promise<Reply | Response>,
): (req: NextRequest, context: { params: Promise<P> }) => Promise<Response> {
  const route = apiHandler<P>(options, handler);
  return async (req, context) => {
    const answer = await route(req, context);
    if (answer.status < 400 || !prefersHtml(req.headers)) return answer;
    const error = await answer
      .clone()
      .json()
      .then((body: { error?: { code?: ErrorCode; message?: string } }) => body?.error)
      .catch(() => undefined);
    return readableErrorResponse(printErrorPage(error?.code, error?.message ?? "", new URL(req.url).pathname), answer);
  };
}

/**
 * The words of a refused print page. `path` is the document's address without its query (the
 * token): signing in comes back to it. A proposal belongs to a quotation, a determination letter
 * to a claim, every other document to a policy; the proposal on the insured's signing page is
 * reached through a signing link.
 */
export function printErrorPage(code: ErrorCode | undefined, message: string, path: string): ReadableError {
  if (code === "RATE_LIMITED") {
    return {
      title: "Too many requests",
      paragraphs: ["Too many documents were opened from here in a short time. Wait a few minutes and open the link again."],
    };
  }
  // The proposal on the insured's signing page (/sign/builtin/{envelopeId}/document).
  if (path.startsWith("/sign/")) {
    return {
      title: "This signing link is not valid",
      paragraphs: [
        "The proposal to sign could not be found: the link is incomplete, or a newer one replaced it.",
        "Ask your broker to send you a new signing link.",
      ],
    };
  }
  const record = path.startsWith("/print/quotation-proposal/") ? "quotation" : path.startsWith("/print/claim/") ? "claim" : "policy";
  // A claim is under a policy: its broker is the policy's.
  const whoseBroker = record === "claim" ? "the broker of the policy" : `the broker who placed the ${record}`;
  const signIn = { href: `/auth/login?redirectTo=${encodeURIComponent(path)}`, label: "Sign in to the portal" };
  const newLink = [
    `If you have an account with the portal, sign in, open the ${record} in the portal and choose the document again.`,
    "If you do not have an account, ask your broker to send you a new link.",
  ];
  if (code === "UNAUTHENTICATED" && message === LINK_EXPIRED) {
    return {
      title: "This link has expired",
      paragraphs: ["Links to documents work for a limited time, and this one can no longer be used.", ...newLink],
      action: signIn,
    };
  }
  if ((code === "UNAUTHENTICATED" && message === LINK_NOT_VALID) || code === "VALIDATION_FAILURE") {
    return {
      title: "This link is not valid",
      paragraphs: [
        "The link is incomplete, was changed, or was made for another document. Open it exactly as it appears in the email.",
        ...newLink,
      ],
      action: signIn,
    };
  }
  if (code === "UNAUTHENTICATED") {
    return {
      title: "Sign in to open this document",
      paragraphs: [
        `This document opens for people who may see the ${record}: sign in to the portal and it opens.`,
        "If you do not have an account, ask your broker to send you a link to the document.",
      ],
      action: signIn,
    };
  }
  if (code === "RESOURCE_NOT_FOUND" && message === "Document not found") {
    return {
      title: "This document is not part of the policy",
      paragraphs: [
        "The policy has no such document: which documents a policy has depends on the insured's state and the cover.",
        "Open the policy in the portal to see its documents and choose one there.",
      ],
      action: { href: "/policy", label: "Go to policies" },
    };
  }
  if (code === "RESOURCE_NOT_FOUND" || code === "FORBIDDEN") {
    return {
      title: "This document is not available to you",
      paragraphs: [
        `You may not open this document: it does not exist, or it belongs to a ${record} your account cannot see. Check that you are signed in with the right account.`,
        `If you need it, ask ${whoseBroker} to send you a link to it.`,
      ],
      action: { href: "/", label: "Go to the portal" },
    };
  }
  if (code === "MAINTENANCE_MODE") {
    return { title: "The portal is under maintenance", paragraphs: [message, "Open the link again later."].filter(Boolean) };
  }
  return {
    title: "Something went wrong.",
    paragraphs: ["The document could not be opened. Try again in a few minutes; if it keeps happening, ask your broker for help."],
  };
}

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createSignedLink } from "@/server/signing/signed-link";
import { prefersHtml } from "@/server/http/readable-error-page";
import { printErrorPage } from "@/server/documents/print-route";
import { invoke } from "../security/matrix/route-invoker";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// A refused print page opened in a browser is a page in words with the refusal's status; an API
// client that asks for JSON keeps the JSON error. Every route under app/print is checked, so that a
// new document route cannot forget it.

const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const root = path.resolve(import.meta.dirname, "../../app");

/** Every print route as a path template (`/print/policy/other-states/{policyId}`). */
function printTemplates(dir = path.join(root, "print")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return printTemplates(full);
    if (name !== "route.ts") return [];
    return [`/${path.relative(root, dir).split(path.sep).join("/")}`.replace(/\[(\w+)\]/g, "{$1}")];
  });
}

const PURPOSE = (template: string) =>
  template.startsWith("/print/quotation-proposal/")
    ? "print-proposal"
    : template.startsWith("/print/policy-invoice/")
      ? "print-policy-invoice"
      : template.includes("endorsement/{endorsementId}")
        ? "print-policy-endorsement"
        : template.startsWith("/print/claim/")
          ? "print-claim"
          : "print-policy";

describe("prefersHtml", () => {
  it("is true for a browser's navigation and false for API clients", () => {
    expect(prefersHtml(new Headers({ accept: BROWSER }))).toBe(true);
    expect(prefersHtml(new Headers({ accept: "text/html" }))).toBe(true);
    expect(prefersHtml(new Headers({ accept: "application/json" }))).toBe(false);
    expect(prefersHtml(new Headers({ accept: "application/json, text/html;q=0.5" }))).toBe(false);
    expect(prefersHtml(new Headers({ accept: "*/*" }))).toBe(false);
    expect(prefersHtml(new Headers({ accept: "text/html;q=0" }))).toBe(false);
    expect(prefersHtml(new Headers())).toBe(false);
  });
});

describe("the words of a refused print page", () => {
  it("say what happened and how to get a new link", () => {
    const expired = printErrorPage("UNAUTHENTICATED", "This link has expired", "/print/policy-invoice/7");
    expect(expired.title).toBe("This link has expired");
    expect(expired.paragraphs.join(" ")).toContain("open the policy in the portal and choose the document again");
    expect(expired.paragraphs.join(" ")).toContain("ask your broker to send you a new link");
    expect(expired.action).toEqual({ href: "/auth/login?redirectTo=%2Fprint%2Fpolicy-invoice%2F7", label: "Sign in to the portal" });
    const proposal = printErrorPage("UNAUTHENTICATED", "This link is not valid", "/print/quotation-proposal/3");
    expect(proposal.title).toBe("This link is not valid");
    expect(proposal.paragraphs.join(" ")).toContain("open the quotation in the portal");
    expect(printErrorPage("UNAUTHENTICATED", "You are not signed in", "/print/policy/other-states/1").title).toBe(
      "Sign in to open this document",
    );
    expect(printErrorPage("RESOURCE_NOT_FOUND", "Policy not found", "/print/policy/other-states/1").title).toBe(
      "This document is not available to you",
    );
    expect(printErrorPage("FORBIDDEN", "You do not have access to this resource", "/print/policy/other-states/1").title).toBe(
      "This document is not available to you",
    );
    expect(printErrorPage("RESOURCE_NOT_FOUND", "Document not found", "/print/policy/texas/1/notice").title).toBe(
      "This document is not part of the policy",
    );
    expect(printErrorPage("INTERNAL_ERROR", "Something went wrong.", "/print/policy/other-states/1").title).toBe("Something went wrong.");
  });
});

describe("every print route", () => {
  const templates = printTemplates();

  it("finds the print routes", () => {
    expect(templates).toContain("/print/policy/other-states/{policyId}");
    expect(templates).toContain("/print/policy-invoice/{invoiceId}");
    expect(templates.length).toBeGreaterThanOrEqual(15);
  });

  it.each(templates)("%s answers an expired link with a page in a browser and with JSON to an API client", async (template) => {
    const name = /\{(\w+)\}/.exec(template)![1];
    const expired = createSignedLink(PURPOSE(template), 4242, 60, new Date(Date.now() - 3600_000));
    const call = { method: "GET", template, params: { [name]: 4242 }, query: { token: expired } };

    const page = await invoke({ ...call, headers: { accept: BROWSER } });
    expect(page.status).toBe(401);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toMatch(/^<!DOCTYPE html>/);
    expect(page.body).toContain('<h1 id="error-title">This link has expired</h1>');
    expect(page.body).toContain("ask your broker to send you a new link");
    expect(page.body).not.toContain("UNAUTHENTICATED");

    const json = await invoke({ ...call, headers: { accept: "application/json" } });
    expect(json.status).toBe(401);
    expect(JSON.parse(json.body)).toEqual({ error: { code: "UNAUTHENTICATED", message: "This link has expired" } });
  });

  it("escapes what it shows and answers a forged link in words too", async () => {
    const page = await invoke({
      method: "GET",
      template: "/print/policy/other-states/{policyId}",
      params: { policyId: 1 },
      query: { token: "<script>alert(1)</script>" },
      headers: { accept: BROWSER },
    });
    expect(page.status).toBe(401);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("This link is not valid");
    expect(page.body).not.toContain("<script>");
  });

  it("the proposal of an unknown signing envelope is a page in words too", async () => {
    const call = { method: "GET", template: "/sign/builtin/{envelopeId}/document", params: { envelopeId: "no-such-envelope" } };
    const page = await invoke({ ...call, headers: { accept: BROWSER } });
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("This signing link is not valid");
    expect(page.body).toContain("Ask your broker to send you a new signing link.");
    const json = await invoke({ ...call, headers: { accept: "application/json" } });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.body).error.code).toBe("RESOURCE_NOT_FOUND");
  });
});

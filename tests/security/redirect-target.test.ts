import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "@/lib/auth/redirect";

// Only same-origin paths pass after sign-in (decision D106), whatever the encoding: the sign-in
// page's server redirect and the sign-in form use this one function.

describe("safeRedirectTarget", () => {
  it("keeps same-origin paths, with their query and fragment", () => {
    expect(safeRedirectTarget("/quotation?status=READY")).toBe("/quotation?status=READY");
    expect(safeRedirectTarget("/quotation/1/details#proposals")).toBe("/quotation/1/details#proposals");
    expect(safeRedirectTarget("/")).toBe("/");
  });

  it("refuses anything that a browser could open on another origin", () => {
    for (const value of [
      "/\t/evil.example", // %09: browsers drop tabs, leaving //evil.example
      "/\r\n/evil.example",
      "/\n/evil.example",
      "/\u0000/evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "//evil.example",
      "///evil.example",
      "/.//evil.example", // normalised to //evil.example
      "/a/..//evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("answers a path a Location header can carry: non-ASCII is percent-encoded", () => {
    expect(safeRedirectTarget("/\u3002/evil.example")).toBe("/%E3%80%82/evil.example");
    expect(safeRedirectTarget("/policy?q=Zürich")).toBe("/policy?q=Z%C3%BCrich");
    for (const value of ["/\u3002/evil.example", "/policy?q=Zürich", "/a b"]) {
      expect(safeRedirectTarget(value)).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
    }
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoteList, visibilityLabel } from "@/components/notes/notes-panel";
import type { NoteDto } from "@/lib/notes/note-dto";

const note = (
  id: number,
  content: string,
  visibility: "ALL" | "COMPANY" = "ALL",
  company = { id: 3, name: "Brightline Brokers" },
): NoteDto => ({
  id,
  content,
  visibility,
  author: { id: 3, name: "Brooke Bright" },
  company,
  quotationId: 1,
  policyId: null,
  createdAt: "2026-11-22T15:04:05Z",
});

const render = (notes: NoteDto[], viewerCompanyId = 3) =>
  renderToStaticMarkup(createElement(NoteList, { notes, viewerCompanyId, formats: { timeZone: "EST" } }));

describe("notes panel", () => {
  it("shows a note's text as text, never as HTML", () => {
    const html = render([note(1, `<script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold</b>`)]);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &lt;b&gt;bold&lt;/b&gt;");
    // The component has no way to inject markup at all.
    const source = readFileSync(path.resolve(import.meta.dirname, "../../components/notes/notes-panel.tsx"), "utf8");
    expect(source).not.toMatch(/dangerouslySetInnerHTML|innerHTML/);
  });

  it("keeps line breaks, and shows author, company, time and visibility in the given order", () => {
    const html = render([note(2, "Second\n  indented line", "COMPANY"), note(1, "First")]);
    expect(html).toContain("whitespace-pre-wrap");
    expect(html).toContain("Second\n  indented line");
    expect(html.indexOf("Second")).toBeLessThan(html.indexOf("First"));
    expect(html).toContain("Brooke Bright");
    expect(html).toContain("Brightline Brokers");
    expect(html.toLowerCase()).toContain('datetime="2026-11-22t15:04:05z"');
    expect(html).toContain("11/22/2026 10:04");
    expect(html).toContain("Only my company");
    expect(html).toContain("Visible to all");
  });

  it("names the company of a company-only note for viewers outside it (admins)", () => {
    expect(visibilityLabel(note(1, "x", "COMPANY"), 1)).toBe("Only Brightline Brokers");
    expect(visibilityLabel(note(1, "x", "COMPANY"), 3)).toBe("Only my company");
    expect(visibilityLabel(note(1, "x", "ALL"), 1)).toBe("Visible to all");
  });
});

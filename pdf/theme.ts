import { Font, StyleSheet } from "@react-pdf/renderer";

// The look shared by every PDF of the portal (DESIGN.md §8, §10): US Letter, Helvetica (one of the
// PDF standard fonts, so nothing is embedded and every viewer shows it; the only web font shipped
// in node_modules, @fontsource-variable/inter, is a variable WOFF2 that react-pdf cannot subset),
// one accent colour (the portal's blue), quiet greys, right-aligned money.
//
// Standard fonts use WinAnsi encoding: keep literal text to Latin-1 plus the usual typographic
// marks (– — • ’ “ ” °), and pass data through winAnsi/winAnsiDeep (./text.ts) before rendering.

export const PDF_COLORS = {
  accent: "#1f66c2",
  accentDark: "#1a529c",
  accentLight: "#eef6ff",
  text: "#1f2933",
  muted: "#5f6b7a",
  rule: "#d5dbe3",
  ruleLight: "#e8ecf1",
  zebra: "#f7f9fb",
} as const;

export const PDF_FONT = { regular: "Helvetica", signature: "Times-Italic" } as const;

export const PAGE_MARGIN = { top: 100, bottom: 64, horizontal: 48 } as const;

export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT.regular,
    fontSize: 9.5,
    lineHeight: 1.35,
    color: PDF_COLORS.text,
    paddingTop: PAGE_MARGIN.top,
    paddingBottom: PAGE_MARGIN.bottom,
    paddingHorizontal: PAGE_MARGIN.horizontal,
  },
});

// Words are never hyphenated ("Maximum tempera-ture"): a cell wraps at spaces only.
Font.registerHyphenationCallback((word) => [word]);

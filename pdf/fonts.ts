import { Font } from "@react-pdf/renderer";
import PDFDocument from "pdfkit";

// The PDF standard fonts (Helvetica, Times: theme.ts), prepared once per process (D79).
//
// 1. Layout. react-pdf shapes every run of text with its standard font's `layout(string)`, which
//    goes through pdfkit's AFM metrics character by character: a hex string per character, glyph
//    names looked up, and the kerning pair of each two neighbours found by building a string key.
//    That was a fifth of the text layout of a policy wording. Here each font's `layout` gives the
//    same glyphs and positions from per-character and per-pair tables filled on first use (a few
//    hundred entries for a WinAnsi font), so a character costs two map lookups.
// 2. Metrics. pdfkit parses a standard font's AFM metrics (widths, about 2,700 kerning pairs for
//    Helvetica) again in every document that draws with it; `pdfDocument` gives documents whose
//    standard fonts share metrics parsed once per process.

/** pdfkit's AFM font (the metrics of one standard font). */
type AfmFont = {
  characterToGlyph(code: number): string;
  widthOfGlyph(name: string): number;
  getKernPair(left: string, right?: string): number;
};
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };
type Glyph = { id: number; codePoints: number[]; isLigature: boolean; name: string; _font: unknown; advanceWidth: number };
/** @react-pdf/font's StandardFont, as far as used here. */
type StandardFont = {
  type: string;
  src: { font: AfmFont; encode(text: string): [string[], Position[]] };
  glyphName(id: number): string;
  layout(text: string): unknown;
};

const PREPARED = Symbol("prepared");
/** The fourteen PDF standard fonts but Symbol and ZapfDingbats, as @react-pdf/font registers them. */
const STANDARD = new Set([
  "Courier",
  "Courier-Bold",
  "Courier-Oblique",
  "Courier-BoldOblique",
  "Helvetica",
  "Helvetica-Bold",
  "Helvetica-Oblique",
  "Helvetica-BoldOblique",
  "Times-Roman",
  "Times-Bold",
  "Times-Italic",
  "Times-BoldItalic",
]);
const SOFT_HYPHEN = 0xad;

type CharInfo = { id: number; name: string; afmName: string; width: number };

/** Replaces a standard font's `layout` by one with the same result from tables. */
function prepare(font: StandardFont) {
  const afm = font.src.font;
  const chars = new Map<number, CharInfo>();
  const kerns = new Map<number, number>();
  const info = (code: number): CharInfo => {
    let c = chars.get(code);
    if (!c) {
      // pdfkit's own encoding of the single character: its WinAnsi code, which is the glyph's id.
      const [encoded] = font.src.encode(String.fromCharCode(code));
      const id = parseInt(encoded[0], 16);
      const afmName = afm.characterToGlyph(code);
      c = { id, name: font.glyphName(id), afmName, width: afm.widthOfGlyph(afmName) };
      chars.set(code, c);
    }
    return c;
  };
  const kern = (left: number, l: CharInfo, right: number, r: CharInfo) => {
    const key = left * 0x10000 + right;
    let k = kerns.get(key);
    if (k === undefined) {
      k = afm.getKernPair(l.afmName, r.afmName);
      kerns.set(key, k);
    }
    return k;
  };
  font.layout = (text: string) => {
    const n = text.length;
    const glyphs: Glyph[] = new Array(n);
    const positions: Position[] = new Array(n);
    let advanceWidth = 0;
    let code = n > 0 ? text.charCodeAt(0) : 0;
    let current = n > 0 ? info(code) : null;
    for (let i = 0; i < n; i++) {
      const c = current!;
      const nextCode = i + 1 < n ? text.charCodeAt(i + 1) : -1;
      const next = nextCode >= 0 ? info(nextCode) : null;
      // As pdfkit: the advance is the width plus the kerning with the next glyph; as react-pdf,
      // a soft hyphen takes no width when lines are broken.
      const width = code === SOFT_HYPHEN ? 0 : c.width;
      positions[i] = {
        xAdvance: c.width + (next ? kern(code, c, nextCode, next) : 0),
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
        advanceWidth: width,
      };
      glyphs[i] = { id: c.id, codePoints: [c.id], isLigature: false, name: c.name, _font: font.src, advanceWidth: width };
      advanceWidth += width;
      code = nextCode;
      current = next;
    }
    return {
      positions,
      glyphs,
      script: "latin",
      language: "dflt",
      direction: "ltr",
      features: {},
      advanceWidth,
      advanceHeight: 0,
      bbox: undefined,
    };
  };
  (font as unknown as Record<symbol, boolean>)[PREPARED] = true;
}

type FontSource = { src: unknown; data: StandardFont | null; load(): Promise<void> };

/**
 * Loads every registered standard font and gives it the table-driven `layout`; cheap after the
 * first call (a font loaded again after `Font.reset()` is prepared again).
 */
export async function prepareStandardFonts(): Promise<void> {
  const families = Font.getRegisteredFonts() as unknown as Record<string, { sources: FontSource[] }>;
  for (const family of Object.values(families)) {
    for (const source of family.sources) {
      if (typeof source.src !== "string" || !STANDARD.has(source.src)) continue;
      if (!source.data) await source.load();
      const data = source.data;
      if (data && data.type === "STANDARD" && !(data as unknown as Record<symbol, boolean>)[PREPARED]) prepare(data);
    }
  }
}

// pdfkit exports neither its standard font class nor its AFM parser: both are taken from a
// document of this process's own, which opens each standard font once.
type PdfKitFont = {
  name: string;
  font: AfmFont & {
    name: string;
    ascender: number;
    descender: number;
    bbox: number[];
    lineGap: number;
    xHeight: number;
    capHeight: number;
  };
};
type PdfKitDocument = {
  _font: PdfKitFont;
  _fontCount: number;
  _fontFamilies: Record<string, PdfKitFont>;
  _registeredFonts: Record<string, unknown>;
  font(src: unknown, family?: unknown, size?: unknown): PdfKitDocument;
};
let metrics: { document: PdfKitDocument; standardFont: object; afm: Map<string, PdfKitFont["font"]> } | null = null;

function metricsOf(name: string) {
  metrics ??= (() => {
    const document = new PDFDocument({ autoFirstPage: false }) as PdfKitDocument;
    return { document, standardFont: Object.getPrototypeOf(document._font) as object, afm: new Map() };
  })();
  let afm = metrics.afm.get(name);
  if (!afm) {
    metrics.document.font(name);
    afm = metrics.document._font.font;
    metrics.afm.set(name, afm);
  }
  return afm;
}

/**
 * A pdfkit document (the options of `new PDFDocument`) whose standard fonts take their metrics
 * from this process's parsed copy: the same font objects, ids (F1, F2…) and order as pdfkit's own.
 */
export function pdfDocument(options: Record<string, unknown>): unknown {
  const ctx = new PDFDocument({ ...options, font: null }) as PdfKitDocument;
  const font = ctx.font;
  ctx.font = function (this: PdfKitDocument, src: unknown, family?: unknown, size?: unknown) {
    // As pdfkit's font(): a standard font by name, no family, not yet open in this document.
    if (
      typeof src === "string" &&
      STANDARD.has(src) &&
      (family == null || typeof family === "number") &&
      !this._registeredFonts[src] &&
      !this._fontFamilies[src]
    ) {
      const afm = metricsOf(src);
      const standard = Object.create(metrics!.standardFont) as Record<string, unknown>;
      Object.assign(standard, {
        document: this,
        name: afm.name,
        id: `F${++this._fontCount}`,
        font: afm,
        ascender: afm.ascender,
        descender: afm.descender,
        bbox: afm.bbox,
        lineGap: afm.lineGap,
        xHeight: afm.xHeight,
        capHeight: afm.capHeight,
      });
      this._fontFamilies[src] = standard as unknown as PdfKitFont;
    }
    return font.call(this, src, family, size);
  };
  // What pdfkit does when it is given no font: Helvetica, opened first.
  ctx.font("Helvetica", null);
  return ctx;
}

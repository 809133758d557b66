import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Reading rendered PDFs back as a broker would: their text (pdftotext), where words are drawn
// (pdftotext -bbox) and their pages as PNGs (pdftoppm, poppler-utils) under test-results/documents/
// for a person to look at.

export const hasPoppler = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!hasPoppler)
  console.warn("pdftotext (poppler-utils) is missing: the PDF text and PNG checks are skipped; apt-get install -y poppler-utils");
/** A test that needs poppler-utils. */
export const withPoppler = it.skipIf(!hasPoppler);
export const pdfOutDir = path.resolve("test-results/documents");

/** The page count from the PDF's page tree (react-pdf writes it uncompressed). */
export function pageCount(pdf: Buffer): number {
  const match = /\/Type \/Pages[^>]*?\/Count (\d+)/.exec(pdf.toString("latin1"));
  if (!match) throw new Error("No page tree in the PDF");
  return Number(match[1]);
}

/**
 * The PDF's text (saved as `<name>.pdf`): `text` in reading order with whitespace collapsed
 * (justified lines break anywhere), `lines` as laid out on the page, for label and amount on one row.
 */
export function pdfText(pdf: Buffer, name: string): { text: string; lines: string[] } {
  mkdirSync(pdfOutDir, { recursive: true });
  const file = path.join(pdfOutDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  const lines = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).split("\n");
  return { text, lines };
}

/** The text of each page of the PDF (saved as `<name>.pdf`), whitespace collapsed, in page order. */
export function pdfPages(pdf: Uint8Array, name: string): string[] {
  mkdirSync(pdfOutDir, { recursive: true });
  const file = path.join(pdfOutDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  // pdftotext ends every page with a form feed.
  return text
    .split("\f")
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, " ").trim());
}

/** Some laid-out line holds the label and then the value (a totals row, a schedule row). */
export function expectRow(lines: string[], label: string, value: string) {
  const row = lines.find((l) => l.includes(label) && l.indexOf(value, l.indexOf(label) + label.length) >= 0);
  expect(row, `${label} … ${value}`).toBeDefined();
}

/** Renders the pages of `<name>.pdf` (saved by pdfText) to PNG at 80 dpi next to it; returns the PNG paths. */
export function toPngs(name: string): string[] {
  for (const f of readdirSync(pdfOutDir).filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))) rmSync(path.join(pdfOutDir, f));
  execFileSync("pdftoppm", ["-png", "-r", "80", path.join(pdfOutDir, `${name}.pdf`), path.join(pdfOutDir, name)]);
  return readdirSync(pdfOutDir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"))
    .sort()
    .map((f) => path.join(pdfOutDir, f));
}

/** Where each word of `<name>.pdf` is drawn (pdftotext -bbox), in points from the page's top left. */
export function wordBoxes(name: string): { text: string; xMin: number; xMax: number; yMin: number }[] {
  const xml = execFileSync("pdftotext", ["-bbox", path.join(pdfOutDir, `${name}.pdf`), "-"], { encoding: "utf8" });
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    text: m[4].replace(/&amp;/g, "&"),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
  }));
}

/** Whether the bytes are a PDF file (its header). */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes).subarray(0, 5).toString("latin1") === "%PDF-";

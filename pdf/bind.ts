import { PDFArray, PDFDocument, PDFHexString, PDFName, ParseSpeeds, type PDFRef } from "pdf-lib";

// Binding finished PDFs into one (D100): a policy's "all documents" PDF is its documents as each
// print page serves them, page for page, one after the other, with a bookmark to each. The pages
// are copied as they are (their content streams are not decoded or rewritten), so a part looks
// exactly as it does on its own, its own footer and page numbers included.

/** A PDF read for binding: its page count is known before the bundle is put together. */
export type PdfPart = { readonly pageCount: number; readonly document: PDFDocument };

/** Parsed as fast as pdf-lib can, without yielding to the event loop between objects (parts are small). */
const FAST = { parseSpeed: ParseSpeeds.Fastest, objectsPerTick: Number.POSITIVE_INFINITY } as const;

/**
 * Reads a finished PDF for binding; null when it cannot be bound (not a PDF, damaged, or
 * encrypted: an encrypted file's pages would be copied unreadable).
 */
export async function readPdfPart(bytes: Uint8Array): Promise<PdfPart | null> {
  try {
    const document = await PDFDocument.load(bytes, { ...FAST, updateMetadata: false });
    return { pageCount: document.getPageCount(), document };
  } catch {
    return null;
  }
}

export type BoundInfo = { title: string; author: string; subject: string; creator: string; producer: string; language: string };

/**
 * One PDF of the parts' pages in order, with the document information given and a bookmark
 * (outline item) per part that has a `bookmark`, pointing at its first page.
 */
export async function bindPdfs(parts: { part: PdfPart; bookmark?: string }[], info: BoundInfo, now = new Date()): Promise<Buffer> {
  const bound = await PDFDocument.create({ updateMetadata: false });
  const marks: { title: string; page: PDFRef }[] = [];
  for (const { part, bookmark } of parts) {
    const pages = await bound.copyPages(part.document, part.document.getPageIndices());
    for (const page of pages) bound.addPage(page);
    if (bookmark && pages.length > 0) marks.push({ title: bookmark, page: pages[0].ref });
  }
  bound.setTitle(info.title, { showInWindowTitleBar: true });
  bound.setAuthor(info.author);
  bound.setSubject(info.subject);
  bound.setCreator(info.creator);
  bound.setProducer(info.producer);
  bound.setLanguage(info.language);
  bound.setCreationDate(now);
  bound.setModificationDate(now);
  addOutline(bound, marks);
  // No object streams: the page tree stays readable to simple tools, as in the portal's other PDFs.
  return Buffer.from(await bound.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY }));
}

/** A flat outline (PDF 1.7 §12.3.3): one item per mark, opening its page fitted to the window. */
function addOutline(document: PDFDocument, marks: { title: string; page: PDFRef }[]) {
  if (marks.length === 0) return;
  const { context } = document;
  const root = context.nextRef();
  const refs = marks.map(() => context.nextRef());
  marks.forEach((mark, i) => {
    const dest = PDFArray.withContext(context);
    dest.push(mark.page);
    dest.push(PDFName.of("Fit"));
    const item = context.obj({ Title: PDFHexString.fromText(mark.title), Parent: root, Dest: dest });
    if (i > 0) item.set(PDFName.of("Prev"), refs[i - 1]);
    if (i < marks.length - 1) item.set(PDFName.of("Next"), refs[i + 1]);
    context.assign(refs[i], item);
  });
  context.assign(root, context.obj({ Type: "Outlines", First: refs[0], Last: refs[refs.length - 1], Count: marks.length }));
  document.catalog.set(PDFName.of("Outlines"), root);
}

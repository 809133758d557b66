import "server-only";
/** The kinds of quotation document accepted, recognised from the file's first bytes, never its name. */
const KINDS = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  png: { contentType: "image/png", extension: "png" },
  jpg: { contentType: "image/jpeg", extension: "jpg" },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
} as const;

export function detectDocumentKind(bytes: Buffer): (typeof KINDS)[keyof typeof KINDS] | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return KINDS.pdf;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return KINDS.png;
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return KINDS.jpg;
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // Office Open XML: a ZIP whose entry names include [Content_Types].xml and word/ or xl/.
    const names = bytes.toString("latin1");
    if (!names.includes("[Content_Types].xml")) return null;
    if (names.includes("word/")) return KINDS.docx;
    if (names.includes("xl/")) return KINDS.xlsx;
  }
  return null;
}

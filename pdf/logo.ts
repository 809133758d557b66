/** A raster logo as react-pdf takes it. */
export type PdfLogo = { data: Buffer; format: "png" | "jpg" };

/**
 * A company logo (spec §3: png, jpg or jpeg) from its bytes, or null when the bytes are neither a
 * PNG nor a JPEG: a document never fails because of a logo, it falls back to the portal's mark.
 */
export function pdfLogoFrom(bytes: Uint8Array | Buffer | null | undefined): PdfLogo | null {
  if (!bytes || bytes.length < 8) return null;
  const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return { data, format: "png" };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { data, format: "jpg" };
  return null;
}

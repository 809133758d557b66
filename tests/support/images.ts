import { crc32, deflateSync } from "node:zlib";

// Image bytes made in the tests, with no image library: a real PNG (signature, IHDR, IDAT, IEND)
// that browsers display, and headers of other formats that are enough for type and size detection.
// No imports beyond node:, so the Playwright specs can use it too.

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid 8-bit RGB PNG; `paint` gives each pixel's colour (default a plain blue). */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgb = () => [29, 78, 216]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 3:2 logo that looks like one: a dark blue field with a sun and a band of rain. */
export function logoPng(width = 300, height = 200): Buffer {
  const cx = width * 0.32;
  const cy = height * 0.45;
  const r = Math.min(width, height) * 0.22;
  return png(width, height, (x, y) => {
    if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) return [251, 191, 36];
    if (y > height * 0.72 && y < height * 0.8 && x > width * 0.12 && x < width * 0.88) return [255, 255, 255];
    if (x > width * 0.55 && x < width * 0.88 && y > height * 0.3 && y < height * 0.38) return [191, 219, 254];
    if (x > width * 0.55 && x < width * 0.78 && y > height * 0.46 && y < height * 0.54) return [191, 219, 254];
    return [30, 58, 138];
  });
}

/** The start of a baseline JPEG (SOI, JFIF APP0, SOF0): what type and size detection read. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a header with its logical screen size. */
export function gifHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(13);
  bytes.write("GIF89a", 0, "ascii");
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return Buffer.concat([bytes, Buffer.from([0x3b])]);
}

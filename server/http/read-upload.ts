import "server-only";
import type { NextRequest } from "next/server";
import { AppError, validationFailure } from "@/lib/api/errors";
import { assertNoNul } from "@/server/http/api-handler";

async function readLimitedBytes(req: NextRequest, maxBytes: number, field: string): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw validationFailure([{ path: field, message: "File is invalid" }]);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export type Upload = {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  /** The form's other (text) fields. */ fields: Record<string, string>;
};

/**
 * Reads one file from a multipart/form-data request (field `file` unless told otherwise). A body
 * over `maxBytes` is refused before it is read whole; a missing or empty file is EMPTY_FILE.
 */
export async function readUpload(req: NextRequest, { field = "file", maxBytes }: { field?: string; maxBytes: number }): Promise<Upload> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  // The multipart envelope adds a little to the file itself.
  if (declared > maxBytes + 64 * 1024) {
    throw validationFailure([{ path: field, message: "File is invalid" }]);
  }
  // Counted as it arrives too: a chunked body has no declared length.
  const raw = await readLimitedBytes(req, maxBytes + 64 * 1024, field);
  let form: FormData;
  try {
    form = await new Response(raw as unknown as BodyInit, {
      headers: { "content-type": req.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw validationFailure([{ path: field, message: "The request must be multipart/form-data with a file" }]);
  }
  const value = form.get(field);
  if (!value || typeof value === "string") {
    throw new AppError("EMPTY_FILE", "No file was uploaded", { details: [{ path: field, message: "No file was uploaded" }] });
  }
  const bytes = Buffer.from(await value.arrayBuffer());
  if (bytes.length === 0)
    throw new AppError("EMPTY_FILE", "The file is empty", { details: [{ path: field, message: "The file is empty" }] });
  if (bytes.length > maxBytes) throw validationFailure([{ path: field, message: "File is invalid" }]);
  const fields: Record<string, string> = {};
  form.forEach((v, k) => {
    if (typeof v === "string" && k !== field) fields[k] = v;
  });
  assertNoNul(fields);
  return { bytes, fileName: value.name || "upload", contentType: value.type || "application/octet-stream", fields };
}

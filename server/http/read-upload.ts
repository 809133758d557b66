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

/** Whether the request says its body is multipart/form-data. */
export function isMultipartRequest(req: NextRequest): boolean {
  return (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The form of a multipart request of at most `maxBytes` (the file or files) and its envelope; refused before it is read whole. */
async function readForm(req: NextRequest, field: string, maxBytes: number): Promise<FormData> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  // The multipart envelope adds a little to the file itself.
  if (declared > maxBytes + 64 * 1024) {
    throw validationFailure([{ path: field, message: "File is invalid" }]);
  }
  // Counted as it arrives too: a chunked body has no declared length.
  const raw = await readLimitedBytes(req, maxBytes + 64 * 1024, field);
  try {
    return await new Response(raw as unknown as BodyInit, {
      headers: { "content-type": req.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw validationFailure([{ path: field, message: "The request must be multipart/form-data with a file" }]);
  }
}

/** A file of the form as an upload: an empty one is EMPTY_FILE, one over `maxBytes` invalid. */
async function uploadOf(value: File, field: string, maxBytes: number): Promise<Upload> {
  const bytes = Buffer.from(await value.arrayBuffer());
  if (bytes.length === 0)
    throw new AppError("EMPTY_FILE", "The file is empty", { details: [{ path: field, message: "The file is empty" }] });
  if (bytes.length > maxBytes) throw validationFailure([{ path: field, message: "File is invalid" }]);
  return { bytes, fileName: value.name || "upload", contentType: value.type || "application/octet-stream", fields: {} };
}

/**
 * Reads one file from a multipart/form-data request (field `file` unless told otherwise). A body
 * over `maxBytes` is refused before it is read whole; a missing or empty file is EMPTY_FILE.
 */
export async function readUpload(req: NextRequest, { field = "file", maxBytes }: { field?: string; maxBytes: number }): Promise<Upload> {
  const form = await readForm(req, field, maxBytes);
  const value = form.get(field);
  if (!value || typeof value === "string") {
    throw new AppError("EMPTY_FILE", "No file was uploaded", { details: [{ path: field, message: "No file was uploaded" }] });
  }
  const upload = await uploadOf(value, field, maxBytes);
  const fields: Record<string, string> = {};
  form.forEach((v, k) => {
    if (typeof v === "string" && k !== field) fields[k] = v;
  });
  assertNoNul(fields);
  return { ...upload, fields };
}

export type Uploads = {
  /** The files of the field, in the form's order (none is fine). */
  files: Upload[];
  /** The form's text fields, each with every value it was given, in order. */
  fields: Record<string, string[]>;
};

/**
 * Reads the files of one field (`file` unless told otherwise, given any number of times, at most
 * `maxFiles`) and the text fields of a multipart/form-data request, with readUpload's checks on
 * each file: at most `maxBytes` each, and the whole body at most `maxTotalBytes` and its envelope,
 * refused before it is read whole; an empty file is EMPTY_FILE, a text value in the file field is
 * refused.
 */
export async function readUploads(
  req: NextRequest,
  {
    field = "file",
    maxBytes,
    maxTotalBytes = maxBytes,
    maxFiles,
  }: { field?: string; maxBytes: number; maxTotalBytes?: number; maxFiles: number },
): Promise<Uploads> {
  const form = await readForm(req, field, maxTotalBytes);
  const values = form.getAll(field);
  if (values.length > maxFiles) throw validationFailure([{ path: field, message: `At most ${maxFiles} files` }]);
  const fields: Record<string, string[]> = {};
  form.forEach((v, k) => {
    if (typeof v === "string" && k !== field) (fields[k] ??= []).push(v);
  });
  assertNoNul(fields);
  const files: Upload[] = [];
  for (const value of values) {
    if (typeof value === "string") throw validationFailure([{ path: field, message: "File is invalid" }]);
    files.push(await uploadOf(value, field, maxBytes));
  }
  return { files, fields };
}

import type { NextRequest } from "next/server";
import { AppError, validationFailure } from "@/lib/api/errors";

export type Upload = { bytes: Buffer; fileName: string; contentType: string; /** The form's other (text) fields. */ fields: Record<string, string> };

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
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw validationFailure([{ path: field, message: "The request must be multipart/form-data with a file" }]);
  }
  const value = form.get(field);
  if (!value || typeof value === "string") {
    throw new AppError("EMPTY_FILE", "No file was uploaded", { details: [{ path: field, message: "No file was uploaded" }] });
  }
  const bytes = Buffer.from(await value.arrayBuffer());
  if (bytes.length === 0) throw new AppError("EMPTY_FILE", "The file is empty", { details: [{ path: field, message: "The file is empty" }] });
  if (bytes.length > maxBytes) throw validationFailure([{ path: field, message: "File is invalid" }]);
  const fields: Record<string, string> = {};
  form.forEach((v, k) => {
    if (typeof v === "string" && k !== field) fields[k] = v;
  });
  return { bytes, fileName: value.name || "upload", contentType: value.type || "application/octet-stream", fields };
}

import { contentDisposition } from "@/lib/api/content-disposition";
import * as companiesApi from "@/lib/api/operations/companies";
import { LOGO_UPLOAD_LIMIT_BYTES } from "@/lib/companies/company-schema";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";
import { getCompanyLogo } from "@/server/companies/get-company-logo";
import { uploadCompanyLogo } from "@/server/companies/upload-company-logo";

/** Admins and the company's own users see its logo (getCompanyLogo); `?v=<file id>` URLs never change, so they are cached for long. */
export const GET = apiRoute(companiesApi.getCompanyLogo, async ({ req, params, actor, query }) => {
  const logo = await getCompanyLogo(actor, params.companyId);
  const etag = `"${logo.sha256}"`;
  const versioned = query.v === String(logo.fileId);
  const headers = {
    "Content-Type": logo.contentType,
    "Cache-Control": versioned ? "private, max-age=31536000, immutable" : "private, no-cache",
    ETag: etag,
    // An uploaded file is never a document of the portal's origin: an attachment (an <img> shows it all the same).
    "Content-Disposition": contentDisposition("attachment", `company-${params.companyId}-logo.${logo.extension}`),
    "X-Content-Type-Options": "nosniff",
  };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(logo.bytes), { status: 200, headers: { ...headers, "Content-Length": String(logo.bytes.length) } });
});

/** multipart/form-data with the image in the field `file`. */
export const PUT = apiRoute(
  companiesApi.uploadCompanyLogo,
  async ({ req, params, actor }) => {
    const upload = await readUpload(req, { field: "file", maxBytes: LOGO_UPLOAD_LIMIT_BYTES });
    return { data: await uploadCompanyLogo(actor, params.companyId, upload) };
  },
  { before: async ({ actor }) => enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id)) },
);

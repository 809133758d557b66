import { contentDisposition } from "@/lib/api/content-disposition";
import * as claimsApi from "@/lib/api/operations/claims";
import { getClaimFile } from "@/server/claims/get-claim-file";
import { apiRoute } from "@/server/http/api-route";

export const GET = apiRoute(claimsApi.getClaimFile, async ({ params, actor }) => {
  const file = await getClaimFile(actor, params.claimId, params.fileId);
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition("attachment", file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-cache",
    },
  });
});

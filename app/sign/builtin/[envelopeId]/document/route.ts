import { apiHandler } from "@/server/http/api-handler";
import { builtinEnvelopeDocument } from "@/server/signing/sign-builtin-envelope";

type Params = { envelopeId: string };

export const runtime = "nodejs";

/** The document of a built-in envelope (signed once signed), shown on the signing page. */
export const GET = apiHandler<Params>({ public: true }, async ({ params }) => {
  const pdf = await builtinEnvelopeDocument(params.envelopeId);
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.fileName.replace(/[^\w.-]+/g, "-")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
});

import { apiHandler, readJson } from "@/server/http/api-handler";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { listQuotations } from "@/server/quotations/list-quotations";

export const GET = apiHandler({}, async ({ req, actor }) => {
  const { items, pagination } = await listQuotations(actor, req.url);
  return { data: items, metadata: { pagination } };
});

/** A new draft (status NEW) from the wizard's first values. */
export const POST = apiHandler({ can: ["create", "Quotation"] }, async ({ req, actor }) => ({
  data: await createQuotationDraft(actor, await readJson(req)),
  status: 201,
}));

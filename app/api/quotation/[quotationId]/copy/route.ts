import { apiHandler } from "@/server/http/api-handler";
import { copyQuotation } from "@/server/quotations/copy-quotation";

type Params = { quotationId: string };

/** A new draft quotation with this one's content. */
export const POST = apiHandler<Params>({}, async ({ params, actor }) => ({
  data: await copyQuotation(actor, params.quotationId),
  status: 201,
}));

import { apiHandler, readJson } from "@/server/http/api-handler";
import { rateQuote } from "@/server/rater/rate-quote";

export const POST = apiHandler({ can: ["create", "Quotation"] }, async ({ req }) => ({ data: await rateQuote(await readJson(req)) }));

import * as raterApi from "@/lib/api/operations/rater";
import { apiRoute } from "@/server/http/api-route";
import { rateQuote } from "@/server/rater/rate-quote";

export const POST = apiRoute(raterApi.rateQuote, async ({ body }) => ({ data: await rateQuote(body()) }));

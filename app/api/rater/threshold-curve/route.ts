import { apiHandler, readJson } from "@/server/http/api-handler";
import { rateThresholdCurves } from "@/server/rater/threshold-curve";

export const POST = apiHandler({ can: ["create", "Quotation"] }, async ({ req }) => ({
  data: await rateThresholdCurves(await readJson(req)),
}));

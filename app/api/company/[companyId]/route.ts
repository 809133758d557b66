import { apiHandler, readJson } from "@/server/http/api-handler";
import { getCompany } from "@/server/companies/get-company";
import { updateCompany } from "@/server/companies/update-company";

type Params = { companyId: string };

export const GET = apiHandler<Params>({ can: ["manage", "Company"] }, async ({ params, actor }) => {
  return { data: await getCompany(actor, params.companyId) };
});

export const PATCH = apiHandler<Params>({ can: ["manage", "Company"] }, async ({ req, params, actor }) => {
  return { data: await updateCompany(actor, params.companyId, await readJson(req)) };
});

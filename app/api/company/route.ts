import { apiHandler, readJson } from "@/server/http/api-handler";
import { createCompany } from "@/server/companies/create-company";
import { listCompanies } from "@/server/companies/list-companies";

export const GET = apiHandler({ can: ["manage", "Company"] }, async ({ req, actor }) => {
  const { items, pagination } = await listCompanies(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiHandler({ can: ["manage", "Company"] }, async ({ req, actor }) => {
  return { data: await createCompany(actor, await readJson(req)), status: 201 };
});

import { notFound } from "@/lib/api/errors";

/** A company id from a URL: a positive integer, or the company is simply not found. */
export function parseCompanyId(value: unknown): number {
  const text = String(value ?? "");
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound("Company");
  return id;
}

import type { z } from "zod";
import type { ERROR_STATUS } from "@/lib/api/errors";

/** One documented call of the API (see openapi-document.ts). */
export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: "public", "signed in", or the permission. */
  access: string;
  body?: z.ZodType;
  /** The success status, when not 200 (201 for a call that creates). */
  status?: 201;
  /** The shape of `data` in the answer (a list's item when `list`, an array when `many`). */
  response?: z.ZodType;
  /** The answer's `data` is an array of `response` (not a paged list: `metadata` is `{}`). */
  many?: boolean;
  list?: boolean;
  errors?: (keyof typeof ERROR_STATUS)[];
};

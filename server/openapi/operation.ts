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
  list?: boolean;
  errors?: (keyof typeof ERROR_STATUS)[];
};


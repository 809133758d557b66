import { z } from "zod";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./list-query";

// The server's parsing of the list query's page and sort (./list-query.ts has the rest of it).

/** The last page index accepted: a million pages of 100 rows is far beyond any list. */
export const MAX_PAGE_INDEX = 1_000_000;

export const paginationSchema = z
  .object({
    // The row offset ((index - 1) × size) must stay a 32-bit integer for the database (D107).
    index: z.coerce
      .number()
      .int("Page index must be a whole number")
      .min(1, "Page index starts at 1")
      .max(MAX_PAGE_INDEX, `Page index must be at most ${MAX_PAGE_INDEX}`)
      .default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: "Page size must be 10, 25, 50 or 100" })
      .default(DEFAULT_PAGE_SIZE),
  })
  .default({ index: 1, size: DEFAULT_PAGE_SIZE });

export const sortSchema = z
  .object({
    field: z.string().min(1),
    direction: z.enum(["asc", "desc"]).default("asc"),
  })
  .optional();

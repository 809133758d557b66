import { z } from "zod";

// The wire format of the API (DESIGN.md §3, lib/api/serialize.ts) as zod schemas, for the response
// schemas of lib/api/operations: timestamps, calendar dates and decimals travel as text.

/** A moment: `isoSeconds` output, e.g. "2026-11-22T10:15:30Z". */
export const wireMoment = z.iso.datetime().describe('UTC ISO timestamp with seconds, e.g. "2026-11-22T10:15:30Z"');

/** A calendar date: `isoDate` output. */
export const wireDate = z.iso.date().describe("Calendar date YYYY-MM-DD");

/** A decimal as Decimal.toString() writes it ("0.0494", "12", "-3.5"). */
export const wireDecimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('Decimal as text, e.g. "0.0494"');

/** A money amount with two places: `money` output. */
export const wireMoney = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal string with two places, e.g. "250.00"');

/** A record named for the reader: `{ id, name }`. */
export const namedRecord = z.object({ id: z.number().int(), name: z.string() });

import { describe, expect, it } from "vitest";
import { stateFeeUpdateSchema } from "@/lib/settings/state-fee-schema";
import { db } from "@/server/db";
import { STATE_FEES } from "../../prisma/seed-data/state-fees";

// Issue 14 item 4: the seeded state-fee descriptions are text for the admins who keep the rates in
// Settings › State fees, not notes about the table's columns or how the seed was made.

const NOTES_ABOUT_COLUMNS = [
  /`/,
  /\bseeded\b/i,
  /\bin tax\b/i,
  /not included here/i,
  /\bcolumn/i,
  /\bdo NOT\b/,
  /extra .* line/i,
  /\bfraction\b/i,
];

describe("state-fee descriptions", () => {
  it.each(STATE_FEES.map((fee) => [fee.state, fee.description] as const))("%s reads as text for admins", (_, text) => {
    for (const note of NOTES_ABOUT_COLUMNS) expect(text).not.toMatch(note);
    expect(text).toMatch(/^[A-Z].*\.$/s);
  });

  it("fit the edit form, so an admin can save a fee without shortening its description", () => {
    for (const fee of STATE_FEES) {
      const parsed = stateFeeUpdateSchema.safeParse({ tax: fee.tax, stampingFee: fee.stampingFee, description: fee.description });
      expect(parsed.success, `${fee.state}: ${parsed.error?.issues[0]?.message}`).toBe(true);
    }
  });

  it("are what a new database is seeded with", async () => {
    const rows = await db.stateFee.findMany({ select: { state: true, description: true } });
    expect(new Map(rows.map((r) => [r.state, r.description]))).toEqual(new Map(STATE_FEES.map((f) => [f.state, f.description])));
  });
});

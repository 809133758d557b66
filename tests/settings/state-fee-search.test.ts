import { describe, expect, it } from "vitest";
import { searchStateFees } from "@/lib/settings/state-fee-search";
import { STATE_FEES } from "@/prisma/seed-data/state-fees";

// The state fees list's search box (D119): by code or name, any case; the state of the code first.

const codes = (search: string) => searchStateFees(STATE_FEES, search).map((r) => r.state);

describe("searching the state fees", () => {
  it("keeps every state for a blank search", () => {
    expect(codes("  ")).toEqual(STATE_FEES.map((r) => r.state));
  });

  it("finds a code, any case, with the state of that code first", () => {
    expect(codes("ky")[0]).toBe("KY");
    expect(codes("NY")).toEqual(["NY"]);
    // "ne": Nebraska's code first, then the codes starting with N… E and the names containing "ne".
    const ne = codes("ne");
    expect(ne[0]).toBe("NE");
    expect(ne).toEqual(expect.arrayContaining(["NV", "NH", "NJ", "NM", "NY", "ME", "MN", "TN", "CT"]));
    expect(ne).not.toContain("TX");
  });

  it("finds a part of a name", () => {
    expect(codes("carolina")).toEqual(["NC", "SC"]);
    expect(codes("Columbia")).toEqual(["DC"]);
    expect(codes("zz")).toEqual([]);
  });
});

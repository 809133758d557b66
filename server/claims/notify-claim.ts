import "server-only";
import type { Tx } from "@/server/db";

/** Placeholder until the claim emails land. */
export async function notifyClaim(tx: Tx, claimId: number, event: "determined" | "approved" | "paid" | "declined"): Promise<void> {
  void tx;
  void claimId;
  void event;
}

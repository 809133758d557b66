import "server-only";
import type { Tx } from "@/server/db";

// PLACEHOLDER of this branch: the claim emails are written elsewhere and replace this file at
// merge. The signature is the one the claim actions call.

/** Emails the broker (and the insured) about a claim's determination, approval, payment or decline, through the outbox. */
export async function notifyClaim(tx: Tx, claimId: number, event: "determined" | "approved" | "paid" | "declined"): Promise<void> {
  void tx;
  void claimId;
  void event;
}

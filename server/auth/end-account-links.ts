import "server-only";
import type { Tx } from "@/server/db";

/**
 * Ends every outstanding reset or invitation link of an account (decision D108): called whenever
 * its password is set, by a link or by the user, inside that change's transaction. The caller
 * holds the user's row lock (`lockUserRow`), so two links used at once cannot both pass.
 */
export async function endAccountLinks(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.userToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
}

/** Takes the user's row lock for the rest of the transaction: password changes of one account run one at a time. */
export async function lockUserRow(tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

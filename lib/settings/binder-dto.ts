import { z } from "zod";
import { wireDate, wireMoment, wireMoney } from "@/lib/api/wire-schemas";

/**
 * A binder with its capacity use (server/binders/list-binders.ts): `capacityUsed` is the sum of the
 * aggregate limits of the policies bound on it that are not cancelled (D38), `capacityRemaining`
 * what is left of `value` (negative when over-used).
 */
export const binderDtoSchema = z.object({
  id: z.number().int(),
  uniqueMarketReference: z.string(),
  value: wireMoney,
  from: wireDate,
  until: wireDate,
  capacityUsed: wireMoney,
  capacityRemaining: wireMoney,
  createdAt: wireMoment,
});

export type BinderDto = z.infer<typeof binderDtoSchema>;

/** DELETE /api/binder/{binderId}. */
export const binderDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

export type BinderDeleted = z.infer<typeof binderDeletedSchema>;

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/server/db";
import type { LockedPolicy } from "./policy-access";

export type NewPerilTerms = Omit<Prisma.PerilValueUncheckedCreateWithoutVersionInput, "id" | "selected">;

/** A stored peril row as the terms of a new version (to be changed where they change). */
export function perilTermsOf({
  id: _id,
  versionId: _v,
  selected: _s,
  ...terms
}: LockedPolicy["quotationVersion"]["perils"][number]): NewPerilTerms {
  return terms;
}

/**
 * Gives the policy new terms (decisions.md, D44): the version holding its current terms is copied,
 * read-only and labelled with the change that made it, with `version` fields and `perils` (the
 * insured perils only) replaced, and the policy points to the copy from then on. The versions
 * before stay as they were, so the signed proposal and every earlier wording keep their terms.
 * Called under the policy's row lock; the caller updates the policy's own figures.
 */
export async function replacePolicyTerms(
  tx: Tx,
  policy: LockedPolicy,
  change: {
    label: string;
    version: Prisma.QuotationVersionUncheckedCreateInput extends infer T ? Partial<Omit<T, "id" | "quotationId" | "versionNumber">> : never;
    perils: NewPerilTerms[];
  },
) {
  const { id: _id, createdAt: _c, updatedAt: _u, perils: _p, versionNumber: _v, quotationId, rating, ...current } = policy.quotationVersion;
  const { _max } = await tx.quotationVersion.aggregate({ where: { quotationId }, _max: { versionNumber: true } });
  const created = await tx.quotationVersion.create({
    data: {
      ...current,
      rating: rating === null ? Prisma.JsonNull : (rating as Prisma.InputJsonValue),
      ...change.version,
      quotationId,
      versionNumber: (_max.versionNumber ?? 0) + 1,
      status: "BOUND",
      readOnly: true,
      policyChange: change.label,
      perils: { create: change.perils.map((p) => ({ ...p, selected: true })) },
    },
    include: { perils: { orderBy: { id: "asc" } } },
  });
  await tx.policy.update({ where: { id: policy.id }, data: { quotationVersionId: created.id } });
  return created;
}

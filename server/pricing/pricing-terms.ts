import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { taxStateOf } from "@/lib/pricing/price-breakdown";
import type { PricingTermsQuery } from "@/lib/pricing/pricing-terms-query";
import type { PricingTermsDto } from "@/lib/pricing/price-schemas";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { getAppConfig } from "@/server/settings/get-app-config";
import { municipalityForRisk } from "@/server/state-fees/municipality-for-risk";

// What prices a quotation besides its options (decision D85): today's fee settings and minimum
// premium, the state-fee row of the insured's state (the risk's state when the insured has none,
// as bind charges it) and, in Kentucky, the local government premium tax of the risk's city. The
// pages give it to the screens that price as the user types, GET /api/rater/pricing-terms gives it
// to the wizard, and the quotation's answer, the proposal and the policy page price with it.

type Where = { insuredState: string | null; locationState: string | null; locationCity: string | null; locationZipCode: string | null };

/** The state-fee row for pricing: only the columns a price uses (no description or source). */
export async function pricingStateFee(tx: Tx, state: string | null): Promise<PricingTermsDto["stateFee"]> {
  if (!state) return null;
  const row = await tx.stateFee.findUnique({
    where: { state },
    select: { state: true, name: true, tax: true, stampingFee: true, municipalityTax: true },
  });
  return row
    ? {
        state: row.state,
        name: row.name,
        tax: row.tax.toString(),
        stampingFee: row.stampingFee.toString(),
        municipalityTax: row.municipalityTax,
      }
    : null;
}

type FeeSettings = {
  weatherWorksFee: { toFixed(n: number): string };
  lightningFee: { toFixed(n: number): string };
  minimumPremium: { toFixed(n: number): string };
};

/**
 * The pricing terms of an insured and a risk location. Inside a transaction, pass the settings read
 * before it (`config`), so that the transaction does not wait on a second connection.
 */
export async function pricingTermsOf(where: Where, tx: Tx = db, settings?: FeeSettings): Promise<PricingTermsDto> {
  const [config, stateFee] = await Promise.all([
    settings ?? getAppConfig(),
    pricingStateFee(tx, taxStateOf(where.insuredState, where.locationState)),
  ]);
  const local = stateFee?.municipalityTax
    ? await municipalityForRisk(tx, {
        locationCity: where.locationCity,
        locationState: where.locationState,
        locationZipCode: where.locationZipCode,
      })
    : null;
  return {
    weatherWorksFee: config.weatherWorksFee.toFixed(2),
    lightningFee: config.lightningFee.toFixed(2),
    minimumPremium: config.minimumPremium.toFixed(2),
    stateFee,
    municipality: local ? { rate: local.rate, name: local.name ?? null } : null,
  };
}

/**
 * GET /api/rater/pricing-terms: for anyone who may quote (brokers, underwriters, admins). A broker
 * may read the taxes of a state for pricing, though not the state-fee table of Settings.
 */
export async function getPricingTerms(actor: Actor, query: PricingTermsQuery): Promise<PricingTermsDto> {
  if (!abilityFor(actor).can("create", "Quotation")) throw forbidden();
  return pricingTermsOf(query);
}

/** The pricing terms of a quotation version as the API answers it. */
export function pricingTermsOfVersion(
  version: { applicant: { state: string | null }; location: { state: string | null; city: string | null; zipCode: string | null } },
  tx: Tx = db,
  settings?: FeeSettings,
) {
  return pricingTermsOf(
    {
      insuredState: version.applicant.state,
      locationState: version.location.state,
      locationCity: version.location.city,
      locationZipCode: version.location.zipCode,
    },
    tx,
    settings,
  );
}

/**
 * Seed defaults for the StateFee table: surplus-lines premium tax and stamping-office /
 * service fees for the 50 US states and DC (home state of the insured, per the NRRA).
 *
 * These are DEFAULTS ONLY. Admins maintain the live values in Settings → State fees.
 * Rates change (often effective for policies incepting on/after a date); nothing here is
 * tax or legal advice. See docs/state-fees.md for the human-readable table and method.
 *
 * Conventions
 * - `tax` and `stampingFee` are fractions of premium written as strings (e.g. "0.0485" = 4.85%).
 * - `tax` = the state surplus-lines premium tax PLUS any other state-level tax, surcharge or
 *   assessment that is levied as a percentage of ALL surplus-lines premium in that state
 *   (KY 1.8% premium surcharge, OR 0.3% fire-marshal tax, MS 3% MWUA non-admitted policy fee).
 *   The breakdown is always given in `description`.
 * - `stampingFee` = percentage fee paid to a stamping / service office, a clearinghouse
 *   (SLIP+ transaction fee) or a state filing / regulatory fee (AK, MI). Flat per-policy
 *   fees (OR $10, PA $20, FL EMPA $2/$4) cannot be expressed as a fraction and are only
 *   described.
 * - Charges that apply only to certain lines (fire-marshal taxes on fire/property premium,
 *   Montana/South Dakota fire taxes, wet-marine rates, workers' comp) are excluded and noted,
 *   because the MGA writes weather-event cancellation cover.
 * - Kentucky is the only state with `municipalityTax: true`: its local-government premium tax
 *   varies by city/county and is computed as a separate line, never included in `tax`.
 *
 * Primary compiled source: Troutman Pepper Locke (formerly Locke Lord) "Excess & Surplus Lines
 * Law in the United States", Appendix A "Surplus Lines Tax Laws by State" and the per-state
 * eligibility pages (stored copies, c. 2024–2025), cross-checked against state stamping
 * offices, insurance departments and statutes where a stored copy was available.
 */

export type StateFeeSeed = {
  state: string; // two-letter USPS code, e.g. "KY"
  name: string; // "Kentucky"
  tax: string; // surplus-lines premium tax as a FRACTION string with up to 5 decimals
  stampingFee: string; // stamping office / service fee as a FRACTION string, "0" when none
  municipalityTax: boolean; // true only for Kentucky
  description: string; // short human text
  source: string; // URL or citation of where the rate comes from
};

const LL_APPENDIX_A = "https://surplusmanual.com/?p=760";
const LL = (slug: string) => `https://surplusmanual.lockelord.com/eligibility/${slug}/`;

export const STATE_FEES: StateFeeSeed[] = [
  {
    state: "AK",
    name: "Alaska",
    tax: "0.027",
    stampingFee: "0.01",
    municipalityTax: false,
    description:
      "Surplus lines tax 2.7% + 1% filing fee on gross premium (AS 21.34.190), no stamping office; wet marine & transportation taxed at 0.75% instead. As of 2025.",
    source: `${LL("alaska")}; AS 21.34.190 (https://courtgpt.ai/laws/alaska/title-21/chapter-34/section-21-34-190); ${LL_APPENDIX_A}`,
  },
  {
    state: "AL",
    name: "Alabama",
    tax: "0.06",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 6% (Ala. Code §27-10-31), paid annually; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "AR",
    name: "Arkansas",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (Ark. Code §23-65-315); no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "AZ",
    name: "Arizona",
    tax: "0.03",
    stampingFee: "0.002",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (A.R.S. §20-416) + stamping fee 0.2% paid to the Surplus Line Association of Arizona. As of 2025.",
    source: `http://www.sla-az.org/ (FAQ: tax 3.0%, stamping fee 0.2%); ${LL("arizona")}`,
  },
  {
    state: "CA",
    name: "California",
    tax: "0.03",
    stampingFee: "0.0018",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Ins. Code §1775.5) + SLA of California stamping fee 0.18% (policies effective on/after 1/1/2023). As of 2025.",
    source: `http://slacal.org/resources/frequently-asked-questions/stamping-fee (0.18% eff. 1/1/2023, Bulletin #1429); ${LL_APPENDIX_A}`,
  },
  {
    state: "CO",
    name: "Colorado",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (C.R.S. §10-5-111) + 0.175% SLIP+ transaction fee for policies effective on/after 1/1/2025 (filed via SLIP+ for States). As of 2025.",
    source:
      "https://doi.colorado.gov/insurance-industry/producers/agents/surplus-lines-information-for-agents/agencies/producers/brokers (3% tax; .175% transaction fee from 1/1/2025)",
  },
  {
    state: "CT",
    name: "Connecticut",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (Conn. Gen. Stat. §38a-743), paid quarterly; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "DC",
    name: "District of Columbia",
    tax: "0.02",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 2% (D.C. Code §31-2502.40), paid semi-annually; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "DE",
    name: "Delaware",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (18 Del. C. §1925); no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "FL",
    name: "Florida",
    tax: "0.0494",
    stampingFee: "0.0006",
    municipalityTax: false,
    description:
      "Surplus lines premium receipts tax 4.94% (F.S. §626.932, policies eff. on/after 7/1/2020) + FSLSO service fee 0.06% (F.S. §626.9325, eff. 4/1/2020; not itself taxable). " +
      "Extra Florida lines to consider: EMPA surcharge, a flat $2 residential / $4 commercial per policy (F.S. §252.372), applies only to listed property coverage codes; " +
      "Citizens / FHCF emergency assessments are pass-through percentages collected via FSLSO only while an OIR order is in force (FHCF emergency assessment discontinued 1/1/2015; check FSLSO for any current Citizens assessment); " +
      "FIGA assessments (e.g. the 2023 1% emergency assessment) are levied on FIGA member (admitted) insurers, and surplus lines policies are not FIGA-covered, so normally 0 for surplus lines. As of 2025.",
    source:
      "https://www.fslso.com/filing/tax-fee-assessment-table (4.94% tax, 0.06% service fee); https://www.fslso.com/faq-topics/taxes-fees-and-assessments; https://figafacts.com/assessments/",
  },
  {
    state: "GA",
    name: "Georgia",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (O.C.G.A. §33-5-31), paid quarterly; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "HI",
    name: "Hawaii",
    tax: "0.0468",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.68% of gross premium (HRS §431:8-315); broker-added policy/inspection fees are not part of the taxable premium. No stamping fee. As of 2025.",
    source: `HRS §431:8-315 (http://laws9.com/statutes/hawaii/volume-09/title-24/chapter-431/hrs-0431-0008-0315-htm); ${LL_APPENDIX_A}`,
  },
  {
    state: "IA",
    name: "Iowa",
    tax: "0.00925",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax phasing down (Iowa Code §515I.3, §432.1): 0.975% 2024, 0.95% 2025, 0.925% 2026, 0.9% from 2027. Seeded at the 2026 rate. No stamping fee.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "ID",
    name: "Idaho",
    tax: "0.015",
    stampingFee: "0.005",
    municipalityTax: false,
    description:
      "Surplus lines tax 1.5% (Idaho Code §41-1229) + stamping fee 0.5% paid to the Surplus Line Association of Idaho. As of 2025.",
    source: "https://www.idahosurplusline.org/faq (tax 1.50%, stamping fee .5%); https://legislature.idaho.gov/statutesrules/idstat/Title41/T41CH12/SECT41-1229/",
  },
  {
    state: "IL",
    name: "Illinois",
    tax: "0.035",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 3.5% (215 ILCS 5/445) + SLAI stamping fee 0.04% (policies eff. on/after 1/1/2023). Fire marshal tax of up to 1% applies only to fire/property coverage codes (not included). As of 2025.",
    source: `https://www.slai.org/docs/surplus-line-filing-taxes/remitting-stamping-fees-fee-calculation (0.04%); ${LL("illinois")}`,
  },
  {
    state: "IN",
    name: "Indiana",
    tax: "0.025",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 2.5% (Ind. Code §27-1-15.8-4), paid annually; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "KS",
    name: "Kansas",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (K.S.A. 40-246c; cut from 6% for policies eff. on/after 1/1/2024) + 0.175% SLIP+ transaction fee for policies eff. on/after 1/1/2026. As of 2026.",
    source:
      "https://www.insurancejournal.com/news/midwest/2023/12/08/751378.htm (6%→3% from 1/1/2024); https://news.inscipher.com/129211-kansas-kansas-doi-to-adopt-slip-for-states-for-surplus-lines-reporting-and-tax-payments (0.175% SLIP+ fee from 1/1/2026)",
  },
  {
    state: "KY",
    name: "Kentucky",
    tax: "0.048",
    stampingFee: "0",
    municipalityTax: true,
    description:
      "State: surplus lines tax 3% (KRS 304.10-180) + 1.8% premium surcharge (KRS 136.392) = 4.8%, both in `tax`. " +
      "PLUS a local government (municipal/county) premium tax (KRS 91A.080) at the rate of the city/county where the risk is located — varies by locality (published rates run roughly 0%–10%+), " +
      "applied as a separate municipality tax line and not included here. No stamping fee. As of 2025.",
    source:
      "KRS 304.10-180 (https://law.justia.com/codes/kentucky/2016/chapter-304/subtitle-10/section-304.10-180/); " +
      `https://surplusmanual.lockelord.com/?p=228 (3% plus 1.8% surcharge); http://surpluslinesassociates.com/Docs/ky.htm (municipal tax 3–10%)`,
  },
  {
    state: "LA",
    name: "Louisiana",
    tax: "0.0485",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4.85% (La. R.S. 22:439), paid quarterly; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MA",
    name: "Massachusetts",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (M.G.L. c.175 §§160, 168, 168A), paid annually; no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MD",
    name: "Maryland",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (Md. Ins. Code §§3-324, 3-325); no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "ME",
    name: "Maine",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% of gross less return premiums (24-A M.R.S. §2016; 36 M.R.S. §2531); no stamping fee. As of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MI",
    name: "Michigan",
    tax: "0.02",
    stampingFee: "0.005",
    municipalityTax: false,
    description:
      "Surplus lines tax 2% + 0.5% regulatory fee on premiums written in the state (MCL 500.451 / 500.1905); no stamping office. The 0.5% regulatory fee is seeded as the fee. As of 2025.",
    source: `${LL("michigan")}; MCL 500.451 (https://law.justia.com/codes/michigan/2017/chapter-500/statute-act-218-of-1956/division-218-1956-4/section-500.451/)`,
  },
  {
    state: "MN",
    name: "Minnesota",
    tax: "0.03",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Minn. Stat. §297I.05 subd. 7, paid to Dept. of Revenue) + SLA of Minnesota stamping fee 0.04%. As of 2025.",
    source: `${LL("minnesota")} (3% + .04% stamping fee); https://www.revenue.state.mn.us/index.php/surplus-lines-insurance-tax`,
  },
  {
    state: "MO",
    name: "Missouri",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 5% of net premium (RSMo §384.059), paid annually; no stamping office. As of 2025.",
    source: `https://law.justia.com/codes/missouri/2017/title-xxiv/chapter-384/section-384.059/; https://surplusmanual.com/?p=236`,
  },
  {
    state: "MS",
    name: "Mississippi",
    tax: "0.07",
    stampingFee: "0.0025",
    municipalityTax: false,
    description:
      "Premium tax 4% (Miss. Code §83-21-25) + 3% MWUA non-admitted policy fee on all surplus lines policies = 7% in `tax`; plus MSLA stamping fee 0.25%. All on premium + policy fees. As of 2025.",
    source: `http://test.msla.org/vi-assessments.html (4% tax, 3% MWUA fee, .25% stamping fee); ${LL_APPENDIX_A}`,
  },
  {
    state: "MT",
    name: "Montana",
    tax: "0.0275",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Premium tax 2.75% on total premium (2.5% fire tax applies only to the fire portion; 0.75% for legal professional liability) + 0.175% SLIP+ transaction fee from 2026 filings. As of 2026.",
    source: "https://csimt.gov/insurance/surplus-lines/ (2.75% tax, 2.50% fire tax, 0.175% SLIP+ fee starting 2026)",
  },
  {
    state: "NC",
    name: "North Carolina",
    tax: "0.05",
    stampingFee: "0.003",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (N.C.G.S. §58-21-85) + NC Surplus Lines Stamping Office fee 0.3% (eff. 1/1/2023), both on premium + insurer fees. As of 2025.",
    source: `https://ncsla.com/tax/tax-filing/taxes-fees (5% tax, .003 stamping fee); ${LL("north-carolina")}`,
  },
  {
    state: "ND",
    name: "North Dakota",
    tax: "0.0175",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 1.75% of gross premium and fees (N.D.C.C. §26.1-44-03.1); no stamping fee. As of 2025.",
    source: "https://codes.findlaw.com/nd/title-26-1-insurance/nd-cent-code-sect-26-1-44-03-1.html (N.D.C.C. §26.1-44-03.1)",
  },
  {
    state: "NE",
    name: "Nebraska",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Neb. Rev. Stat. §44-5506); fire insurance tax (0.75%, §81-523) applies only to fire premium (not included). No stamping fee. As of 2025.",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=44-5506&print=true",
  },
  {
    state: "NH",
    name: "New Hampshire",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (RSA 405:29, raised from 2% on 7/1/2010); no stamping fee. As of 2025.",
    source: `http://surplusmanual.com/eligibility/new-hampshire; http://www.nh.gov/insurance/companies/surpluslines/index.htm`,
  },
  {
    state: "NJ",
    name: "New Jersey",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (N.J.S.A. 17:22-6.59/6.64); for fire premium 3 points go to the NJ State Firemen's Association, but the total stays 5%. " +
      "No stamping office, so no stamping fee. The NJ Surplus Lines Insurance Guaranty Fund policyholder surcharge has been inactive since 1993 (it only covers med-mal and 1–4 unit owner-occupied dwellings), so the extra NJ line is 0 unless it is reactivated. As of 2025.",
    source: `${LL("new-jersey")}; http://njguaranty.org/Funds/sligf.aspx (SLIGF surcharge inactive since 1993)`,
  },
  {
    state: "NM",
    name: "New Mexico",
    tax: "0.03003",
    stampingFee: "0",
    municipalityTax: false,
    description: "Premium tax 3.003% of gross premium incl. policy/inspection fees (NMSA §7-40-3, §59A-14-12); no stamping fee. As of 2025.",
    source: `${LL("new-mexico")}; NMSA 1978 §7-40-3`,
  },
  {
    state: "NV",
    name: "Nevada",
    tax: "0.035",
    stampingFee: "0.004",
    municipalityTax: false,
    description: "Surplus lines tax 3.5% (NRS 685A.180) + Nevada Surplus Lines Association stamping fee 0.4%. As of 2025.",
    source: `${LL("nevada")} (3.5% + .4% stamping fee)`,
  },
  {
    state: "NY",
    name: "New York",
    tax: "0.036",
    stampingFee: "0.0015",
    municipalityTax: false,
    description:
      "Excess line tax 3.6% (Ins. Law §2118, paid to DFS) + ELANY stamping fee 0.15% (reduced from 0.17% eff. 1/1/2023). As of 2025.",
    source: `${LL("new-york")}; http://elany.org/manual.aspx?d=1216 (3.6% tax)`,
  },
  {
    state: "OH",
    name: "Ohio",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 5% (ORC §3905.36); insurer fees are taxable; no stamping fee. As of 2025.",
    source: `${LL("ohio")}; https://oapslo.org/resources/`,
  },
  {
    state: "OK",
    name: "Oklahoma",
    tax: "0.06",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 6% (36 O.S. §1115) + 0.175% SLAS/SLIP+ transaction fee for policies eff. on/after 1/1/2024 (OID Bulletin 12-2023). As of 2025.",
    source: "https://content.govdelivery.com/accounts/OKOID/bulletins/373f98f (OID Bulletin No. 12-2023)",
  },
  {
    state: "OR",
    name: "Oregon",
    tax: "0.023",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Premium tax 2% + State Fire Marshal tax 0.3% on all surplus lines premium and fees (ORS 735.470) = 2.3% in `tax`; plus a flat $10 Surplus Lines Service Charge per new/renewal policy to SLA of Oregon (not a percentage, not included). As of 2025.",
    source: `https://www.oregonsla.org/about/filing-procedures (2%, 0.3%, $10 SLSC); ${LL("oregon")}`,
  },
  {
    state: "PA",
    name: "Pennsylvania",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% of gross premium less returns (40 P.S. §991.1621); PSLA stamping fee is a flat $20 per filing (policies eff. on/after 1/1/2017), not a percentage, so seeded as 0. As of 2025.",
    source: `https://www.pasla.org/stampingfee_faq.htm ($20 per filing); ${LL("pennsylvania")}`,
  },
  {
    state: "RI",
    name: "Rhode Island",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (R.I. Gen. Laws §27-3-38); no stamping office. As of 2025.",
    source: LL("rhode-island"),
  },
  {
    state: "SC",
    name: "South Carolina",
    tax: "0.06",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Blended broker's premium tax 6% (4% state + 2% municipal, collected together by SCDOI since 2012; no separate municipal line). No stamping fee. As of 2025.",
    source: `${LL("south-carolina")}; https://www.masc.sc/local-revenue-services-programs/brokers-tax-program`,
  },
  {
    state: "SD",
    name: "South Dakota",
    tax: "0.025",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 2.5% (3% on fire insurance; small fire taxes on property/inland-marine codes not included) + 0.175% SLAS/SLIP+ transaction fee. As of 2025.",
    source: `${LL("south-dakota")}; https://slipplus.com/filing-payment-resources/invoicing-payment`,
  },
  {
    state: "TN",
    name: "Tennessee",
    tax: "0.05",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (Tenn. Code §56-14-113) + 0.175% SLAS/SLIP+ transaction fee (TN bulletin, policies eff. on/after 10/1/2016). As of 2025.",
    source:
      `${LL("tennessee")}; http://webiis05.mondaq.com/unitedstates/x/534058/Insurance/Tennessee+Department+Of+Commerce+And+Insurance+Issues+Bulletin+Advising+Of+Taxation+Of+Surplus+Lines+Premiums+PostNima+Dissolution`,
  },
  {
    state: "TX",
    name: "Texas",
    tax: "0.0485",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.85% (Comptroller) + SLTX stamping fee 0.04% for policies incepting on/after 1/1/2024 (was 0.075% 2021–2023). As of 2024.",
    source: "https://www.sltx.org/brokers/billing-information/stamping-fees-taxes/",
  },
  {
    state: "UT",
    name: "Utah",
    tax: "0.0425",
    stampingFee: "0.0018",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.25% of gross premium incl. policy fees + SLA of Utah stamping fee 0.18% (Utah Admin. Code R590-157-4). As of 2025.",
    source: "https://insurance.utah.gov/licensees/insurers/excess-surplus-lines/ (4.25%, .0018); https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R590-157-4",
  },
  {
    state: "VA",
    name: "Virginia",
    tax: "0.0225",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines (insurance premiums license) tax 2.25% (Va. Code §38.2-4809; workers' comp differs); brokers also owe an annual SCC maintenance assessment (broker-level, not seeded). No stamping fee. As of 2025.",
    source: LL("virginia"),
  },
  {
    state: "VT",
    name: "Vermont",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines premium receipts tax 3% (8 V.S.A. §5035), paid to Dept. of Taxes; no stamping fee. As of 2025.",
    source: "http://legislature.vermont.gov/statutes/section/08/138/05035",
  },
  {
    state: "WA",
    name: "Washington",
    tax: "0.02",
    stampingFee: "0.001",
    municipalityTax: false,
    description:
      "Surplus lines tax 2% (RCW 48.15.120) + SLA of Washington stamping fee 0.10% (rate since 7/1/2011; SLAW says fees can change — confirm on its Taxes & Fees page). As of 2025.",
    source: `${LL("washington")} (2% + 0.10%); https://www.surpluslines.org/faqs/`,
  },
  {
    state: "WI",
    name: "Wisconsin",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (Wis. Stat. §618.43), paid annually by March 1; no stamping fee. As of 2025.",
    source: `${LL("wisconsin")}; https://regulations.justia.com/states/wisconsin/ins/chapter-ins-6/section-ins-6-17`,
  },
  {
    state: "WV",
    name: "West Virginia",
    tax: "0.0455",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.55% of gross premium and fees (W. Va. Code §33-12C-7). This is a blended rate: since 7/1/2011 the separate §33-3-33 fire & casualty policy surcharge no longer applies to surplus lines premium " +
      "(12% of the 4.55% collected is distributed as that surcharge would be), so do NOT add a separate 1%/0.55% surcharge line. No stamping fee. As of 2025.",
    source: `https://lexace.ai/us/statute/west-virginia/33-12C-7; https://surplusmanual.lockelord.com/?p=262; https://docest.com/doc/676387/west-virginia-offices-of-the-insurance-commissioner`,
  },
  {
    state: "WY",
    name: "Wyoming",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description: "Surplus lines tax 3% (W.S. §26-11-118) + 0.175% SLAS/SLIP+ transaction fee. No stamping office. As of 2025.",
    source: `${LL("wyoming")} (3% plus 0.175% SLAS Clearinghouse transaction fee); W.S. §26-11-118`,
  },
];

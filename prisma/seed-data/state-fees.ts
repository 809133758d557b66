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
  description: string; // text for admins: what the tax and the fee are made of, what the portal does not charge, as of when
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
      "Surplus lines tax 2.7% plus a 1% filing fee, both on the gross premium (AS 21.34.190). Alaska has no stamping office. Wet marine and transportation cover is taxed at 0.75% instead. Rates as of 2025.",
    source: `${LL("alaska")}; AS 21.34.190 (https://courtgpt.ai/laws/alaska/title-21/chapter-34/section-21-34-190); ${LL_APPENDIX_A}`,
  },
  {
    state: "AL",
    name: "Alabama",
    tax: "0.06",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 6% (Ala. Code §27-10-31), paid once a year. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "AR",
    name: "Arkansas",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (Ark. Code §23-65-315). No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "AZ",
    name: "Arizona",
    tax: "0.03",
    stampingFee: "0.002",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (A.R.S. §20-416) plus a 0.2% stamping fee paid to the Surplus Line Association of Arizona. Rates as of 2025.",
    source: `http://www.sla-az.org/ (FAQ: tax 3.0%, stamping fee 0.2%); ${LL("arizona")}`,
  },
  {
    state: "CA",
    name: "California",
    tax: "0.03",
    stampingFee: "0.0018",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Ins. Code §1775.5) plus the Surplus Line Association of California stamping fee of 0.18% for policies effective on or after 1/1/2023. Rates as of 2025.",
    source: `http://slacal.org/resources/frequently-asked-questions/stamping-fee (0.18% eff. 1/1/2023, Bulletin #1429); ${LL_APPENDIX_A}`,
  },
  {
    state: "CO",
    name: "Colorado",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (C.R.S. §10-5-111) plus a 0.175% SLIP+ transaction fee for policies effective on or after 1/1/2025 (filed through SLIP+ for States). Rates as of 2025.",
    source:
      "https://doi.colorado.gov/insurance-industry/producers/agents/surplus-lines-information-for-agents/agencies/producers/brokers (3% tax; .175% transaction fee from 1/1/2025)",
  },
  {
    state: "CT",
    name: "Connecticut",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (Conn. Gen. Stat. §38a-743), paid quarterly. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "DC",
    name: "District of Columbia",
    tax: "0.02",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 2% (D.C. Code §31-2502.40), paid twice a year. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "DE",
    name: "Delaware",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (18 Del. C. §1925). No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "FL",
    name: "Florida",
    tax: "0.0494",
    stampingFee: "0.0006",
    municipalityTax: false,
    description:
      "Surplus lines premium receipts tax 4.94% (F.S. §626.932) plus the Florida Surplus Lines Service Office fee of 0.06% (F.S. §626.9325), which is not itself taxed. Not charged by the portal: the EMPA surcharge of $2 or $4 per policy on listed property cover only (F.S. §252.372), and Citizens emergency assessments, collected only while an OIR order is in force (check the service office before binding). Rates as of 2025.",
    source:
      "https://www.fslso.com/filing/tax-fee-assessment-table (4.94% tax, 0.06% service fee); https://www.fslso.com/faq-topics/taxes-fees-and-assessments; https://figafacts.com/assessments/",
  },
  {
    state: "GA",
    name: "Georgia",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (O.C.G.A. §33-5-31), paid quarterly. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "HI",
    name: "Hawaii",
    tax: "0.0468",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.68% of the gross premium (HRS §431:8-315); policy and inspection fees added by the broker are not taxed. No stamping fee. Rates as of 2025.",
    source: `HRS §431:8-315 (http://laws9.com/statutes/hawaii/volume-09/title-24/chapter-431/hrs-0431-0008-0315-htm); ${LL_APPENDIX_A}`,
  },
  {
    state: "IA",
    name: "Iowa",
    tax: "0.00925",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax, falling each year (Iowa Code §515I.3, §432.1): 0.975% in 2024, 0.95% in 2025, 0.925% in 2026 and 0.9% from 2027. The rate here is the 2026 rate: change it to 0.9% for 2027. No stamping fee.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "ID",
    name: "Idaho",
    tax: "0.015",
    stampingFee: "0.005",
    municipalityTax: false,
    description:
      "Surplus lines tax 1.5% (Idaho Code §41-1229) plus a 0.5% stamping fee paid to the Surplus Line Association of Idaho. Rates as of 2025.",
    source:
      "https://www.idahosurplusline.org/faq (tax 1.50%, stamping fee .5%); https://legislature.idaho.gov/statutesrules/idstat/Title41/T41CH12/SECT41-1229/",
  },
  {
    state: "IL",
    name: "Illinois",
    tax: "0.035",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 3.5% (215 ILCS 5/445) plus the Surplus Line Association of Illinois stamping fee of 0.04% for policies effective on or after 1/1/2023. The fire marshal tax of up to 1% applies to fire and property cover only, so the portal does not charge it. Rates as of 2025.",
    source: `https://www.slai.org/docs/surplus-line-filing-taxes/remitting-stamping-fees-fee-calculation (0.04%); ${LL("illinois")}`,
  },
  {
    state: "IN",
    name: "Indiana",
    tax: "0.025",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 2.5% (Ind. Code §27-1-15.8-4), paid once a year. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "KS",
    name: "Kansas",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (K.S.A. 40-246c; 6% before 2024) plus a 0.175% SLIP+ transaction fee for policies effective on or after 1/1/2026. Rates as of 2026.",
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
      "Surplus lines tax 3% (KRS 304.10-180) and the 1.8% premium surcharge (KRS 136.392), 4.8% in all. The local government premium tax of the city or county where the risk is (KRS 91A.080) differs by place and is charged on its own invoice line, at the local rate kept for Kentucky. No stamping fee. Rates as of 2025.",
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
    description: "Surplus lines tax 4.85% (La. R.S. 22:439), paid quarterly. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MA",
    name: "Massachusetts",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (M.G.L. c.175 §§160, 168, 168A), paid once a year. No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MD",
    name: "Maryland",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (Md. Ins. Code §§3-324, 3-325). No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "ME",
    name: "Maine",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% of the gross premium less return premiums (24-A M.R.S. §2016; 36 M.R.S. §2531). No stamping fee. Rates as of 2025.",
    source: `${LL_APPENDIX_A} (Troutman Pepper Locke E&S Law Manual, App. A)`,
  },
  {
    state: "MI",
    name: "Michigan",
    tax: "0.02",
    stampingFee: "0.005",
    municipalityTax: false,
    description:
      "Surplus lines tax 2% plus a 0.5% regulatory fee on premiums written in Michigan (MCL 500.451, 500.1905); the regulatory fee is charged as the stamping fee, as Michigan has no stamping office. Rates as of 2025.",
    source: `${LL("michigan")}; MCL 500.451 (https://law.justia.com/codes/michigan/2017/chapter-500/statute-act-218-of-1956/division-218-1956-4/section-500.451/)`,
  },
  {
    state: "MN",
    name: "Minnesota",
    tax: "0.03",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Minn. Stat. §297I.05 subd. 7, paid to the Department of Revenue) plus the Surplus Lines Association of Minnesota stamping fee of 0.04%. Rates as of 2025.",
    source: `${LL("minnesota")} (3% + .04% stamping fee); https://www.revenue.state.mn.us/index.php/surplus-lines-insurance-tax`,
  },
  {
    state: "MO",
    name: "Missouri",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 5% of the net premium (RSMo §384.059), paid once a year. No stamping office. Rates as of 2025.",
    source: `https://law.justia.com/codes/missouri/2017/title-xxiv/chapter-384/section-384.059/; https://surplusmanual.com/?p=236`,
  },
  {
    state: "MS",
    name: "Mississippi",
    tax: "0.07",
    stampingFee: "0.0025",
    municipalityTax: false,
    description:
      "Premium tax 4% (Miss. Code §83-21-25) and the 3% MWUA non-admitted policy fee on every surplus lines policy, 7% in all, plus the Mississippi Surplus Lines Association stamping fee of 0.25%; all on the premium and policy fees. Rates as of 2025.",
    source: `http://test.msla.org/vi-assessments.html (4% tax, 3% MWUA fee, .25% stamping fee); ${LL_APPENDIX_A}`,
  },
  {
    state: "MT",
    name: "Montana",
    tax: "0.0275",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Premium tax 2.75% on the total premium (the 2.5% fire tax applies to fire cover only; 0.75% for legal professional liability) plus a 0.175% SLIP+ transaction fee on filings from 2026. Rates as of 2026.",
    source: "https://csimt.gov/insurance/surplus-lines/ (2.75% tax, 2.50% fire tax, 0.175% SLIP+ fee starting 2026)",
  },
  {
    state: "NC",
    name: "North Carolina",
    tax: "0.05",
    stampingFee: "0.003",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (N.C.G.S. §58-21-85) plus the North Carolina Surplus Lines Stamping Office fee of 0.3% (from 1/1/2023), both on the premium and insurer fees. Rates as of 2025.",
    source: `https://ncsla.com/tax/tax-filing/taxes-fees (5% tax, .003 stamping fee); ${LL("north-carolina")}`,
  },
  {
    state: "ND",
    name: "North Dakota",
    tax: "0.0175",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 1.75% of the gross premium and fees (N.D.C.C. §26.1-44-03.1). No stamping fee. Rates as of 2025.",
    source: "https://codes.findlaw.com/nd/title-26-1-insurance/nd-cent-code-sect-26-1-44-03-1.html (N.D.C.C. §26.1-44-03.1)",
  },
  {
    state: "NE",
    name: "Nebraska",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% (Neb. Rev. Stat. §44-5506). The 0.75% fire insurance tax (§81-523) applies to fire premium only, so the portal does not charge it. No stamping fee. Rates as of 2025.",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=44-5506&print=true",
  },
  {
    state: "NH",
    name: "New Hampshire",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (RSA 405:29; 2% before 7/1/2010). No stamping fee. Rates as of 2025.",
    source: `http://surplusmanual.com/eligibility/new-hampshire; http://www.nh.gov/insurance/companies/surpluslines/index.htm`,
  },
  {
    state: "NJ",
    name: "New Jersey",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (N.J.S.A. 17:22-6.59, 6.64); on fire premium 3 points of it go to the New Jersey State Firemen's Association, the total stays 5%. No stamping office. The Surplus Lines Insurance Guaranty Fund surcharge has not been levied since 1993 (it covers medical malpractice and small owner-occupied dwellings only); the portal charges nothing for it unless it is levied again. Rates as of 2025.",
    source: `${LL("new-jersey")}; http://njguaranty.org/Funds/sligf.aspx (SLIGF surcharge inactive since 1993)`,
  },
  {
    state: "NM",
    name: "New Mexico",
    tax: "0.03003",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Premium tax 3.003% of the gross premium, policy and inspection fees included (NMSA §7-40-3, §59A-14-12). No stamping fee. Rates as of 2025.",
    source: `${LL("new-mexico")}; NMSA 1978 §7-40-3`,
  },
  {
    state: "NV",
    name: "Nevada",
    tax: "0.035",
    stampingFee: "0.004",
    municipalityTax: false,
    description: "Surplus lines tax 3.5% (NRS 685A.180) plus the Nevada Surplus Lines Association stamping fee of 0.4%. Rates as of 2025.",
    source: `${LL("nevada")} (3.5% + .4% stamping fee)`,
  },
  {
    state: "NY",
    name: "New York",
    tax: "0.036",
    stampingFee: "0.0015",
    municipalityTax: false,
    description:
      "Excess line tax 3.6% (Ins. Law §2118, paid to the Department of Financial Services) plus the Excess Line Association of New York stamping fee of 0.15% (0.17% before 2023). Rates as of 2025.",
    source: `${LL("new-york")}; http://elany.org/manual.aspx?d=1216 (3.6% tax)`,
  },
  {
    state: "OH",
    name: "Ohio",
    tax: "0.05",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 5% (ORC §3905.36); insurer fees are taxed too. No stamping fee. Rates as of 2025.",
    source: `${LL("ohio")}; https://oapslo.org/resources/`,
  },
  {
    state: "OK",
    name: "Oklahoma",
    tax: "0.06",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 6% (36 O.S. §1115) plus a 0.175% SLIP+ transaction fee for policies effective on or after 1/1/2024 (OID Bulletin 12-2023). Rates as of 2025.",
    source: "https://content.govdelivery.com/accounts/OKOID/bulletins/373f98f (OID Bulletin No. 12-2023)",
  },
  {
    state: "OR",
    name: "Oregon",
    tax: "0.023",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Premium tax 2% and the 0.3% State Fire Marshal tax on all surplus lines premium and fees (ORS 735.470), 2.3% in all. The Surplus Line Association of Oregon also charges a flat $10 service charge per new or renewed policy, which the portal does not add. Rates as of 2025.",
    source: `https://www.oregonsla.org/about/filing-procedures (2%, 0.3%, $10 SLSC); ${LL("oregon")}`,
  },
  {
    state: "PA",
    name: "Pennsylvania",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 3% of the gross premium less returns (40 P.S. §991.1621). The Pennsylvania Surplus Lines Association stamping fee is a flat $20 per filing (from 1/1/2017), not a share of the premium, so the portal charges no stamping fee. Rates as of 2025.",
    source: `https://www.pasla.org/stampingfee_faq.htm ($20 per filing); ${LL("pennsylvania")}`,
  },
  {
    state: "RI",
    name: "Rhode Island",
    tax: "0.04",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 4% (R.I. Gen. Laws §27-3-38). No stamping office. Rates as of 2025.",
    source: LL("rhode-island"),
  },
  {
    state: "SC",
    name: "South Carolina",
    tax: "0.06",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Broker's premium tax 6%: 4% for the state and 2% for municipalities, collected together by the Department of Insurance since 2012, so there is no separate municipal tax. No stamping fee. Rates as of 2025.",
    source: `${LL("south-carolina")}; https://www.masc.sc/local-revenue-services-programs/brokers-tax-program`,
  },
  {
    state: "SD",
    name: "South Dakota",
    tax: "0.025",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 2.5% (3% on fire insurance; small fire taxes on property and inland marine cover are not charged) plus a 0.175% SLIP+ transaction fee. Rates as of 2025.",
    source: `${LL("south-dakota")}; https://slipplus.com/filing-payment-resources/invoicing-payment`,
  },
  {
    state: "TN",
    name: "Tennessee",
    tax: "0.05",
    stampingFee: "0.00175",
    municipalityTax: false,
    description:
      "Surplus lines tax 5% (Tenn. Code §56-14-113) plus a 0.175% SLIP+ transaction fee for policies effective on or after 10/1/2016. Rates as of 2025.",
    source: `${LL("tennessee")}; http://webiis05.mondaq.com/unitedstates/x/534058/Insurance/Tennessee+Department+Of+Commerce+And+Insurance+Issues+Bulletin+Advising+Of+Taxation+Of+Surplus+Lines+Premiums+PostNima+Dissolution`,
  },
  {
    state: "TX",
    name: "Texas",
    tax: "0.0485",
    stampingFee: "0.0004",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.85% (paid to the Comptroller) plus the Surplus Lines Stamping Office of Texas fee of 0.04% for policies incepting on or after 1/1/2024 (0.075% in 2021–2023). Rates as of 2024.",
    source: "https://www.sltx.org/brokers/billing-information/stamping-fees-taxes/",
  },
  {
    state: "UT",
    name: "Utah",
    tax: "0.0425",
    stampingFee: "0.0018",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.25% of the gross premium, policy fees included, plus the Surplus Lines Association of Utah stamping fee of 0.18% (Utah Admin. Code R590-157-4). Rates as of 2025.",
    source:
      "https://insurance.utah.gov/licensees/insurers/excess-surplus-lines/ (4.25%, .0018); https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R590-157-4",
  },
  {
    state: "VA",
    name: "Virginia",
    tax: "0.0225",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines (insurance premiums license) tax 2.25% (Va. Code §38.2-4809; workers' compensation differs). Brokers also owe a yearly SCC maintenance assessment of their own, which is not charged on policies. No stamping fee. Rates as of 2025.",
    source: LL("virginia"),
  },
  {
    state: "VT",
    name: "Vermont",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines premium receipts tax 3% (8 V.S.A. §5035), paid to the Department of Taxes. No stamping fee. Rates as of 2025.",
    source: "http://legislature.vermont.gov/statutes/section/08/138/05035",
  },
  {
    state: "WA",
    name: "Washington",
    tax: "0.02",
    stampingFee: "0.001",
    municipalityTax: false,
    description:
      "Surplus lines tax 2% (RCW 48.15.120) plus the Surplus Line Association of Washington stamping fee of 0.10% (since 7/1/2011; the association can change it, check its Taxes & Fees page). Rates as of 2025.",
    source: `${LL("washington")} (2% + 0.10%); https://www.surpluslines.org/faqs/`,
  },
  {
    state: "WI",
    name: "Wisconsin",
    tax: "0.03",
    stampingFee: "0",
    municipalityTax: false,
    description: "Surplus lines tax 3% (Wis. Stat. §618.43), paid once a year by March 1. No stamping fee. Rates as of 2025.",
    source: `${LL("wisconsin")}; https://regulations.justia.com/states/wisconsin/ins/chapter-ins-6/section-ins-6-17`,
  },
  {
    state: "WV",
    name: "West Virginia",
    tax: "0.0455",
    stampingFee: "0",
    municipalityTax: false,
    description:
      "Surplus lines tax 4.55% of the gross premium and fees (W. Va. Code §33-12C-7). The rate already includes the fire and casualty policy surcharge (§33-3-33; 12% of the tax is passed on as that surcharge since 7/1/2011), so no surcharge is added to it. No stamping fee. Rates as of 2025.",
    source: `https://lexace.ai/us/statute/west-virginia/33-12C-7; https://surplusmanual.lockelord.com/?p=262; https://docest.com/doc/676387/west-virginia-offices-of-the-insurance-commissioner`,
  },
  {
    state: "WY",
    name: "Wyoming",
    tax: "0.03",
    stampingFee: "0.00175",
    municipalityTax: false,
    description: "Surplus lines tax 3% (W.S. §26-11-118) plus a 0.175% SLIP+ transaction fee. No stamping office. Rates as of 2025.",
    source: `${LL("wyoming")} (3% plus 0.175% SLAS Clearinghouse transaction fee); W.S. §26-11-118`,
  },
];

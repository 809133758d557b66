import "server-only";
import { formatPercent } from "@/pdf/format";
import { addressLine, type Insurer, type Party, type Producer } from "../document-parties";
import type { Clause } from "./clause";

// The Texas notices attached to a Texas insured's policy (D73): the surplus lines notice of Texas
// Insurance Code §981.101 and the complaint notice of 28 TAC §1.601, in the portal's words.

/** The state's surplus lines tax and stamping fee rates (fractions as decimal strings), when known. */
type TaxRates = { tax: string; stampingFee: string } | null;

/** "4.85%" from "0.0485". */
const rate = (fraction: string | null | undefined) => formatPercent(fraction ?? null);

/** The notice §981.101 requires, set in 11-point type on the document. */
export function texasSurplusLinesNotice(taxRates: TaxRates): string {
  const taxSentence = taxRates
    ? `requires payment of a ${rate(taxRates.tax)} tax on the gross premium.`
    : "requires payment of a tax on the gross premium, at the rate it sets.";
  return (
    "This insurance contract is made with an insurer that is not licensed to transact insurance in Texas. It is issued and delivered as surplus lines coverage under the Texas insurance statutes. " +
    "The Texas Department of Insurance does not audit the finances or review the solvency of the surplus lines insurer providing this coverage, and the insurer is not a member of the property and casualty insurance guaranty association created under Chapter 462 of the Texas Insurance Code. " +
    `Chapter 225 of the Texas Insurance Code ${taxSentence}`
  );
}

/** Why the notice is there, and the stamping office's fee. */
export function texasNoticeRequirement(taxRates: TaxRates): string {
  return (
    "Texas Insurance Code §981.101 requires this notice on every surplus lines policy, cover note or certificate issued to a Texas insured. " +
    "The policy is filed with the Surplus Lines Stamping Office of Texas" +
    (taxRates ? `, which charges a stamping fee of ${rate(taxRates.stampingFee)} of the premium.` : ".")
  );
}

export type ComplaintNoticeFacts = { producer: Producer; insurer: Insurer; issuer: Party | null; portalName: string };

/** The complaint notice of 28 TAC §1.601: who to contact, in order. */
export function texasComplaintNotice(d: ComplaintNoticeFacts): Clause[] {
  const issuer = d.issuer;
  return [
    {
      title: "Your producer",
      text: `For information, or to make a complaint, you may contact your producer: ${[d.producer.name, addressLine(d.producer), d.producer.contactEmail].filter(Boolean).join(", ")}.`,
    },
    {
      title: "The insurer",
      text: `You may contact the Insurer, ${d.insurer.name}, through its managing general agent: ${issuer ? [issuer.name, addressLine(issuer), issuer.email].filter(Boolean).join(", ") : d.portalName}.`,
    },
    {
      title: "Texas Department of Insurance",
      text: "You may contact the Texas Department of Insurance for information on companies, coverages, your rights or complaints: call 1-800-252-3439; write to Consumer Protection, MC: CO-CP, Texas Department of Insurance, P.O. Box 12030, Austin, TX 78711-2030; visit www.tdi.texas.gov; or email ConsumerProtection@tdi.texas.gov.",
    },
    {
      title: "Premium or claim disputes",
      text: "If you have a dispute about your premium or a claim, contact your producer or the Insurer first. If it is not resolved, you may contact the Texas Department of Insurance.",
    },
    {
      title: "Attach this notice to your policy",
      text: "This notice is for information only. It does not become a part or a condition of the policy it is attached to.",
    },
  ];
}

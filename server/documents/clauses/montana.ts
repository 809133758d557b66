import "server-only";
import type { Clause } from "./clause";

// The Montana amendatory endorsement: cancellation and nonrenewal as Montana Code Annotated,
// Title 33, chapter 15, part 11 requires for an insured whose home state is Montana.

export function montanaClauses(d: { producer: { name: string } }): Clause[] {
  return [
    {
      title: "Application",
      text: "This endorsement applies because Montana is the Insured's home state. It changes the policy's terms on cancellation and nonrenewal to give the Insured at least the protection of Montana Code Annotated, Title 33, chapter 15, part 11, which applies to surplus lines insurers as it does to licensed insurers. Where the policy's terms give the Insured more, they continue to apply.",
    },
    {
      title: "Cancellation by the Insured",
      text: `The Insured may ask, through the producer, ${d.producer.name}, to cancel the policy at any time. Any return premium is worked out under the policy's cancellation terms and credited through the producer.`,
    },
    {
      title: "Grounds for cancellation by the Insurer",
      text:
        "Once the policy has been in force for 60 days, the Insurer may cancel it before the end of its term only: for a reason the law specifically allows; for failure to pay a premium when due; for a material misrepresentation; " +
        "for a substantial change in the risk insured that the Insurer could not reasonably have foreseen or contemplated when the policy was written; for a substantial breach of the Insured's contractual duties, conditions or warranties; " +
        "when the Commissioner of Securities and Insurance determines that continuing the policy would put the Insurer in violation of the insurance code; for the Insurer's financial impairment; or for any other reason the Commissioner approves.",
    },
    {
      title: "Notice of cancellation",
      text: "A cancellation by the Insurer takes effect no sooner than 10 days after a written notice of cancellation is delivered or mailed to the Insured at the address in the declarations, whether the policy has been in force for less or more than 60 days. The notice states the date on which the cover ends.",
    },
    {
      title: "Nonrenewal",
      text:
        "The policy covers the days stated in the declarations and is not offered for renewal. If the Insurer ever offers to continue it, it will give the Insured at least 45 days' written notice before the end of the policy period of a decision not to renew, " +
        "or of a renewal premium increase or of renewal on changed terms, and will state its reasons on the Insured's written request.",
    },
    {
      title: "Premium during the term",
      text: "The premium is not increased during the policy period except by an endorsement changing the cover at the Insured's request or with the Insured's agreement.",
    },
  ];
}

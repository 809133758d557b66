import "server-only";
import type { Clause } from "./clause";

// The Washington amendatory endorsement: the notice periods of RCW 48.18.290 and 48.18.2901 for an
// insured whose home state is Washington.

export function washingtonClauses(d: { producer: { name: string } }): Clause[] {
  return [
    {
      title: "Application",
      text: "This endorsement applies because Washington is the Insured's home state. It gives the Insured, by agreement, the notice periods and other protections of RCW 48.18.290 and RCW 48.18.2901 (as amended with effect from July 1, 2025), whether or not those sections would otherwise apply to a surplus lines policy. Where the policy's terms give the Insured more, they continue to apply.",
    },
    {
      title: "Cancellation by the Insured",
      text: `The Insured may ask, through the producer, ${d.producer.name}, to cancel the policy at any time. Any return premium is worked out under the policy's cancellation terms and credited through the producer.`,
    },
    {
      title: "Cancellation by the Insurer",
      text:
        "The Insurer may cancel the policy only by delivering or mailing written notice of cancellation to the named Insured, at the address in the declarations, at least 60 days before the cancellation takes effect, " +
        "or at least 10 days before when it cancels for nonpayment of premium. The notice states the Insurer's actual reason for cancelling.",
    },
    {
      title: "Others with an interest",
      text: "Like notice is delivered or mailed to every person the policy shows to have an interest in a loss under it. For these notices, delivery includes electronic transmittal, facsimile or personal delivery.",
    },
    {
      title: "Return premium",
      text: "When the Insurer cancels, any premium returned under the policy's cancellation terms is returned to the Insured through the producer with the notice or as soon as practicable after the cancellation takes effect.",
    },
    {
      title: "Nonrenewal",
      text:
        "The policy is written for the covered days stated in the declarations: it clearly states that it is not renewable, and cover of this kind is not offered on a renewable basis. " +
        "If the Insurer ever offers to renew, it will give at least 60 days' written notice of a refusal to renew, with its actual reason, before the end of the policy period.",
    },
  ];
}

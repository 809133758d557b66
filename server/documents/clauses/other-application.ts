import "server-only";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import type { Clause } from "./clause";

// The reliance endorsement (D72): the policy was issued on an application made on another
// insurer's form.

export type OtherApplicationFacts = { applicationDocuments: { fileName: string; type: DocumentTypeName }[] };

export function otherApplicationClauses(d: OtherApplicationFacts): Clause[] {
  const others = d.applicationDocuments.filter((a) => a.type === "OTHER_APPLICATION_FORM").map((a) => `“${a.fileName}”`);
  return [
    {
      title: "Reliance",
      text:
        `It is agreed that the Insurer has issued this policy relying on an application the Insured completed on another insurer's form (${others.length > 0 ? others.join(", ") : "the other application form on file"}), ` +
        "presented by the producer with the producer's attestation that it was completed and signed by the Insured and is true and complete.",
    },
    {
      title: "Statements made to the Insurer",
      text: "Every statement and answer in that application, including the loss history of the last 5 years, is treated as made to the Insurer for this policy. The Insured confirms they were true when made and remain true on the policy's effective date.",
    },
    {
      title: "References to the other insurer",
      text: "Where the application refers to another insurer, its policy or its terms, the reference is read as being to the Insurer and this policy. Nothing in the application adds cover; where it differs from this policy, this policy's terms prevail.",
    },
    {
      title: "Misstatement",
      text: "A misstatement or omission of a material fact in that application has the same effect as one made in an application on the Insurer's own form, as the policy's terms on information given provide.",
    },
  ];
}

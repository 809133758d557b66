import "server-only";
import type { Clause } from "./clause";

// The sanction limitation and exclusion clause: the same for every policy that carries it.

export const SANCTION_CLAUSES: readonly Clause[] = [
  {
    title: "Sanction limitation",
    text:
      "No insurer subscribing to this policy is treated as giving cover, and none is liable to pay a claim or to provide any benefit under it, to the extent that giving that cover, paying that claim or providing that benefit " +
      "would expose the insurer to a sanction, prohibition or restriction under resolutions of the United Nations, or under the trade or economic sanctions, laws or regulations of the European Union, the United Kingdom or the United States of America.",
  },
  {
    title: "How it applies",
    text: "The limitation applies to each insurer separately and only for as long as, and as far as, the sanction, prohibition or restriction applies. Cover, claims and benefits outside its reach are not affected, and the rest of the policy continues in force.",
  },
  {
    title: "Source",
    text: "This clause follows, in its own words, the sanction limitation and exclusion clause of the Lloyd's Market Association (LMA3100) used in the London market.",
  },
];

import "server-only";
// The parties of a policy's documents (insurer, producer, issuer, insured), how the documents write
// an address and how they name an issued endorsement: shared by the wording, the invoices and the
// endorsements.

/** A company as a letter shows it. */
export type Party = {
  name: string;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/** A company row as the documents read it. */
export type CompanyRow = {
  name: string;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/** The insurer of a policy's documents: the underwriter company, or the binder's underwriters. */
export type Insurer = { name: string; party: Party | null; binderReference: string };

/** The producer of record: the broker company, and the broker user with its license number (D81). */
export type Producer = Party & { contactName: string; contactEmail: string; licenceNumber: string | null };

export function party(c: CompanyRow): Party {
  return { name: c.name, email: c.email, street: c.street, city: c.city, state: c.state, zipCode: c.zipCode };
}

/** The insurer of a policy's documents (D40): its underwriter company, else the binder's underwriters. */
export function insurerOf(row: { underwriterCompany: CompanyRow | null; binder: { uniqueMarketReference: string } }): Insurer {
  const reference = row.binder.uniqueMarketReference;
  return row.underwriterCompany
    ? { name: row.underwriterCompany.name, party: party(row.underwriterCompany), binderReference: reference }
    : { name: `Underwriters subscribing to binder ${reference}`, party: null, binderReference: reference };
}

/** The producer of record: the broker company and the broker user. */
export function producerOf(row: {
  brokerCompany: CompanyRow;
  brokerUser: { firstName: string; lastName: string; email: string; licenceNumber?: string | null };
}): Producer {
  return {
    ...party(row.brokerCompany),
    contactName: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`,
    contactEmail: row.brokerUser.email,
    licenceNumber: row.brokerUser.licenceNumber?.trim() || null,
  };
}

/** The number and title of an issued endorsement, as the schedule of forms and the invoices name it. */
export function endorsementName(e: { number: number; title: string }): string {
  return `Endorsement No. ${e.number} — ${e.title}`;
}

/** "1 Market Street, Philadelphia, PA 19106". */
export function addressLine(p: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const cityState = [p.city, p.state].filter(Boolean).join(", ");
  return [p.street, [cityState, p.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/*
 * § 35a GmbHG (and § 80 AktG, § 37a HGB): business letters, mails included, name the company's
 * legal form and seat, the register court and number, and the managing directors. Issue 32: every
 * mail carries the operator's details from the COMPANY_* settings in its footer.
 */

export interface OperatorDetails {
  name: string | null;
  address: string | null;
  managingDirector: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
  email: string;
  phone: string | null;
}

/** The footer's lines in German (the statutory terms); only what is configured. */
export function statutoryFooterLines(c: OperatorDetails): string[] {
  const address = c.address
    ?.split(/\n|,/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');
  const register = [c.registerCourt && `Registergericht: ${c.registerCourt}`, c.registerNumber]
    .filter(Boolean)
    .join(', ');
  return [
    [c.name, address].filter(Boolean).join(' · '),
    [
      c.managingDirector && `Geschäftsführung: ${c.managingDirector}`,
      register,
      c.vatId && `USt-IdNr.: ${c.vatId}`,
    ]
      .filter(Boolean)
      .join(' · '),
    [c.email, c.phone].filter(Boolean).join(' · '),
  ].filter((line) => line.length > 0);
}

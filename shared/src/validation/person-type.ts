import { issueMessage } from './messages'
import { z } from './zod'

/**
 * Who a billing address invoices: a private person, a company, a freelancer (libero
 * professionista or sole trader, who has both a VAT number and a personal fiscal code) or a
 * public administration. Setting one is what makes an address a billing address.
 */
export const personTypes = ['private', 'company', 'freelancer', 'public_administration'] as const

export type PersonType = (typeof personTypes)[number]

export const personTypeSchema = z.enum(personTypes, { error: issueMessage('personType') })

interface InvoiceRequirements {
  vat: boolean
  fiscalCode: 'none' | 'personal' | 'any'
  /** Whether an e-invoice must be addressed: exactly one of SDI code and PEC. */
  eInvoice: boolean
  company: boolean
}

// Italian invoicing: businesses and public bodies receive e-invoices through SDI; a private
// person is identified by the personal codice fiscale and may give an SDI code or PEC or neither.
const italianRequirements: Record<PersonType, InvoiceRequirements> = {
  private: { vat: false, fiscalCode: 'personal', eInvoice: false, company: false },
  company: { vat: true, fiscalCode: 'none', eInvoice: true, company: true },
  freelancer: { vat: true, fiscalCode: 'personal', eInvoice: true, company: false },
  public_administration: { vat: false, fiscalCode: 'any', eInvoice: true, company: true },
}

/** What an invoice needs for a person type; outside Italy only a business's VAT number applies. */
export function invoiceRequirementsOf(personType: PersonType, countryCode: string): InvoiceRequirements {
  const italian = italianRequirements[personType]
  if (countryCode === 'IT') return italian
  return { ...italian, fiscalCode: 'none', eInvoice: false, vat: personType !== 'private' }
}

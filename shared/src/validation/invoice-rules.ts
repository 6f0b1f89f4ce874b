import type { z } from 'zod'
import { isItalianFiscalCode } from './fiscal-code'
import { issueMessage } from './messages'
import { invoiceRequirementsOf, type PersonType } from './person-type'
import { isItalianVatNumber } from './vat-number'

/** The part of an address the invoice rules read; without a person type it is not billing. */
export interface InvoiceData {
  country_code: string
  company?: string | undefined
  metadata?: {
    person_type?: PersonType | undefined
    vat?: string | undefined
    fiscal_code?: string | undefined
    sdi?: string | undefined
    pec?: string | undefined
  }
}

/**
 * Checks what an invoice needs for the address's person type and country: a company needs its
 * name, VAT number and either an SDI code or a PEC address; a private person a personal fiscal
 * code. SDI code and PEC are alternatives: never both, and one of them for an e-invoice; a
 * public administration gives its office code, which a PEC cannot stand in for.
 */
export function checkInvoiceData(address: InvoiceData, context: z.RefinementCtx): void {
  if (address.metadata?.person_type === undefined) return
  const { person_type, vat, fiscal_code, sdi, pec } = address.metadata
  const needs = invoiceRequirementsOf(person_type, address.country_code)
  const italian = address.country_code === 'IT'
  const report = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', message, path })

  if (needs.company && address.company === undefined) report(['company'], issueMessage('required'))
  if (vat === undefined) {
    if (needs.vat) report(['metadata', 'vat'], issueMessage('required'))
  } else if (italian && !isItalianVatNumber(vat.replace(/^IT/, ''))) {
    report(['metadata', 'vat'], issueMessage('vatNumber'))
  }
  if (fiscal_code === undefined) {
    if (needs.fiscalCode !== 'none') report(['metadata', 'fiscal_code'], issueMessage('required'))
  } else if (italian && !isFiscalCodeFor(fiscal_code, needs.fiscalCode)) {
    report(['metadata', 'fiscal_code'], issueMessage('fiscalCode'))
  }
  // An Italian public body is invoiced through its office's 6-character code, never by PEC.
  const office = italian && person_type === 'public_administration'
  if (sdi !== undefined && sdi.length !== (office ? 6 : 7)) {
    report(['metadata', 'sdi'], issueMessage(office ? 'sdiOfficeCode' : 'sdiCode'))
  }
  if (sdi !== undefined && pec !== undefined) {
    report(['metadata', 'pec'], issueMessage('sdiOrPecExclusive'))
  } else if (office && sdi === undefined) {
    report(['metadata', 'sdi'], issueMessage('officeCodeRequired'))
  } else if (needs.eInvoice && sdi === undefined && pec === undefined) {
    report(['metadata', 'sdi'], issueMessage('sdiOrPecRequired'))
  }
}

// A person's code is the 16-character one; a company or public body may use its numeric one.
function isFiscalCodeFor(code: string, kind: 'none' | 'personal' | 'any'): boolean {
  return isItalianFiscalCode(code) && (kind !== 'personal' || code.length === 16)
}

import { describe, expect, it } from 'vitest'
import { addressKindOf, addressSchema, billingAddressSchema } from './address'

const place = {
  line_1: 'Via Garibaldi 12',
  city: 'Bologna',
  zip_code: '40121',
  country_code: 'IT',
  phone: '+39 051 123 4567',
}
const person = { ...place, first_name: 'Mario', last_name: 'Rossi' }
const firm = { ...place, company: 'Oleificio Bianchi Srl' }
const fiscalCode = 'RSSMRA85T10A562S'
const vat = '01234567897'

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('billing address', () => {
  it('is billing when a person type is set', () => {
    const address = addressSchema.parse({
      ...person,
      metadata: { person_type: 'private', fiscal_code: fiscalCode },
    })
    expect(addressKindOf(address)).toEqual({ role: 'billing', business: false })
  })

  it('is shipping when the person type is left empty', () => {
    const address = addressSchema.parse({ ...person, metadata: { person_type: '' } })
    expect(addressKindOf(address).role).toBe('shipping')
  })

  it('refuses a person type the shop does not know', () => {
    const result = addressSchema.safeParse({ ...person, metadata: { person_type: 'alien' } })
    expect(issuesOf(result)).toEqual([['metadata.person_type', 'validation:personType']])
  })

  it('requires a person type in the billing-only schema', () => {
    const result = billingAddressSchema.safeParse({ ...person, metadata: {} })
    expect(issuesOf(result)).toEqual([['metadata.person_type', 'validation:personType']])
  })

  describe('a private person in Italy', () => {
    it('needs a personal fiscal code, upper-cased on the way', () => {
      const address = billingAddressSchema.parse({
        ...person,
        metadata: { person_type: 'private', fiscal_code: fiscalCode.toLowerCase() },
      })
      expect(address.metadata.fiscal_code).toBe(fiscalCode)
    })

    it('is told the fiscal code is required', () => {
      const result = billingAddressSchema.safeParse({ ...person, metadata: { person_type: 'private' } })
      expect(issuesOf(result)).toEqual([['metadata.fiscal_code', 'validation:required']])
    })

    it('cannot use a company numeric code', () => {
      const result = billingAddressSchema.safeParse({
        ...person,
        metadata: { person_type: 'private', fiscal_code: vat },
      })
      expect(issuesOf(result)).toEqual([['metadata.fiscal_code', 'validation:fiscalCode']])
    })

    it('may ask for an e-invoice by SDI code, but not by SDI and PEC at once', () => {
      const metadata = { person_type: 'private', fiscal_code: fiscalCode }
      expect(
        billingAddressSchema.safeParse({ ...person, metadata: { ...metadata, sdi: '0000000' } }).success,
      ).toBe(true)
      const both = { ...metadata, sdi: '0000000', pec: 'mario@pec.it' }
      expect(issuesOf(billingAddressSchema.safeParse({ ...person, metadata: both }))).toEqual([
        ['metadata.pec', 'validation:sdiOrPecExclusive'],
      ])
    })

    it('may give an IBAN, which is checked', () => {
      const metadata = {
        person_type: 'private',
        fiscal_code: fiscalCode,
        iban: 'IT61X0542811101000000123456',
      }
      expect(issuesOf(billingAddressSchema.safeParse({ ...person, metadata }))).toEqual([
        ['metadata.iban', 'validation:iban'],
      ])
    })
  })

  describe('a company in Italy', () => {
    it('needs a VAT number and an SDI code', () => {
      const address = billingAddressSchema.parse({
        ...firm,
        metadata: { person_type: 'company', vat, sdi: 'm5uxcr1' },
      })
      expect(address).toMatchObject({ business: true, metadata: { vat, sdi: 'M5UXCR1' } })
    })

    it('may send its e-invoice to a PEC address instead', () => {
      const metadata = { person_type: 'company', vat, pec: 'fatture@pec.oleificio.it' }
      expect(billingAddressSchema.safeParse({ ...firm, metadata }).success).toBe(true)
    })

    it('is told what is missing: company, VAT and one of SDI and PEC', () => {
      const result = billingAddressSchema.safeParse({ ...person, metadata: { person_type: 'company' } })
      expect(issuesOf(result)).toEqual([
        ['company', 'validation:required'],
        ['metadata.vat', 'validation:required'],
        ['metadata.sdi', 'validation:sdiOrPecRequired'],
      ])
    })

    it('is told when the VAT check digit is wrong, IT prefix or not', () => {
      for (const wrong of ['01234567890', 'IT01234567890']) {
        const result = billingAddressSchema.safeParse({
          ...firm,
          metadata: { person_type: 'company', vat: wrong, sdi: 'M5UXCR1' },
        })
        expect(issuesOf(result)).toEqual([['metadata.vat', 'validation:vatNumber']])
      }
    })

    it('accepts a VAT number written with the IT prefix', () => {
      const metadata = { person_type: 'company', vat: 'IT 01234567897', sdi: 'M5UXCR1' }
      expect(billingAddressSchema.parse({ ...firm, metadata }).metadata.vat).toBe('IT01234567897')
    })
  })

  describe('a freelancer in Italy', () => {
    it('needs VAT number, personal fiscal code and SDI or PEC', () => {
      const metadata = { person_type: 'freelancer', vat, fiscal_code: fiscalCode, pec: 'mario@pec.it' }
      expect(billingAddressSchema.safeParse({ ...person, metadata }).success).toBe(true)
      const result = billingAddressSchema.safeParse({
        ...person,
        metadata: { person_type: 'freelancer', vat },
      })
      expect(issuesOf(result)).toEqual([
        ['metadata.fiscal_code', 'validation:required'],
        ['metadata.sdi', 'validation:sdiOrPecRequired'],
      ])
      const numeric = { person_type: 'freelancer', vat, fiscal_code: vat, pec: 'mario@pec.it' }
      expect(issuesOf(billingAddressSchema.safeParse({ ...person, metadata: numeric }))).toEqual([
        ['metadata.fiscal_code', 'validation:fiscalCode'],
      ])
    })
  })

  describe('a public administration in Italy', () => {
    it('needs its name, its numeric fiscal code and its office code', () => {
      const metadata = { person_type: 'public_administration', fiscal_code: '80014010153', sdi: 'UFY9MH' }
      expect(
        billingAddressSchema.safeParse({ ...firm, company: 'Comune di Esempio', metadata }).success,
      ).toBe(true)
      const result = billingAddressSchema.safeParse({
        ...person,
        metadata: { person_type: 'public_administration' },
      })
      expect(issuesOf(result)).toEqual([
        ['company', 'validation:required'],
        ['metadata.fiscal_code', 'validation:required'],
        ['metadata.sdi', 'validation:officeCodeRequired'],
      ])
    })

    it('is invoiced through its 6-character office code, which neither a PEC nor a recipient code replaces', () => {
      const office = { ...firm, company: 'Comune di Esempio' }
      const withCode = (codes: object) => ({
        ...office,
        metadata: { person_type: 'public_administration', fiscal_code: '80014010153', ...codes },
      })
      expect(issuesOf(billingAddressSchema.safeParse(withCode({ pec: 'protocollo@pec.comune.it' })))).toEqual(
        [['metadata.sdi', 'validation:officeCodeRequired']],
      )
      expect(issuesOf(billingAddressSchema.safeParse(withCode({ sdi: 'M5UXCR1' })))).toEqual([
        ['metadata.sdi', 'validation:sdiOfficeCode'],
      ])
      // A business's recipient code has 7: an office code given for a company is no address.
      const company = { person_type: 'company', vat: '01234567897', sdi: 'UFY9MH' }
      expect(issuesOf(billingAddressSchema.safeParse({ ...firm, metadata: company }))).toEqual([
        ['metadata.sdi', 'validation:sdiCode'],
      ])
    })

    it('is told when the fiscal code is wrong', () => {
      const metadata = { person_type: 'public_administration', fiscal_code: '80014010158', sdi: 'UFY9MH' }
      expect(issuesOf(billingAddressSchema.safeParse({ ...firm, metadata }))).toEqual([
        ['metadata.fiscal_code', 'validation:fiscalCode'],
      ])
    })
  })

  describe('outside Italy', () => {
    const berlinPlace = { ...place, city: 'Berlin', zip_code: '10115', country_code: 'DE' }
    const berlin = { ...berlinPlace, company: 'Feinkost Schmidt GmbH' }

    it('a company needs only its VAT number, in its own format', () => {
      const metadata = { person_type: 'company', vat: 'DE 123456789' }
      expect(billingAddressSchema.parse({ ...berlin, metadata }).metadata.vat).toBe('DE123456789')
      expect(
        issuesOf(billingAddressSchema.safeParse({ ...berlin, metadata: { person_type: 'company' } })),
      ).toEqual([['metadata.vat', 'validation:required']])
    })

    it('a private person needs no fiscal code', () => {
      const address = {
        ...berlinPlace,
        first_name: 'Anna',
        last_name: 'Schmidt',
        metadata: { person_type: 'private' },
      }
      expect(billingAddressSchema.safeParse(address).success).toBe(true)
    })

    it('refuses a tax id with symbols', () => {
      const result = billingAddressSchema.safeParse({
        ...berlin,
        metadata: { person_type: 'company', vat: 'DE-123' },
      })
      expect(issuesOf(result)).toEqual([['metadata.vat', 'validation:alphanumericMax?max=35']])
    })

    it('takes a fiscal code in its own country’s format, unchecked by the Italian rules', () => {
      // A German Steuer-ID: the codice fiscale check digits mean nothing for it.
      const steuerId = '86095742719'
      const anna = { ...berlinPlace, first_name: 'Anna', last_name: 'Schmidt' }
      for (const metadata of [
        { person_type: 'private', fiscal_code: steuerId },
        { person_type: 'freelancer', vat: 'DE123456789', fiscal_code: steuerId },
      ]) {
        expect(issuesOf(billingAddressSchema.safeParse({ ...anna, metadata }))).toBeUndefined()
      }
    })

    it('a freelancer needs only a VAT number: no fiscal code, SDI code or PEC', () => {
      const anna = { ...berlinPlace, first_name: 'Anna', last_name: 'Schmidt' }
      const metadata = { person_type: 'freelancer', vat: 'DE123456789' }
      expect(billingAddressSchema.safeParse({ ...anna, metadata }).success).toBe(true)
      expect(
        issuesOf(billingAddressSchema.safeParse({ ...anna, metadata: { person_type: 'freelancer' } })),
      ).toEqual([['metadata.vat', 'validation:required']])
    })

    it('a public administration needs a VAT number, which an Italian one does without', () => {
      const office = { ...berlinPlace, company: 'Bezirksamt Mitte von Berlin' }
      const metadata = { person_type: 'public_administration', vat: 'DE123456789' }
      expect(billingAddressSchema.safeParse({ ...office, metadata }).success).toBe(true)
      expect(
        issuesOf(
          billingAddressSchema.safeParse({ ...office, metadata: { person_type: 'public_administration' } }),
        ),
      ).toEqual([['metadata.vat', 'validation:required']])
    })
  })
})

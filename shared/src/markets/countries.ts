// Grouping and pseudo regions Intl names but nobody ships to.
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

// Intl's English short names carry political qualifiers the URL should not ("Hong Kong SAR China").
const slugOverrides: Readonly<Record<string, string>> = { HK: 'hong-kong', MO: 'macao' }

let bySlug: Map<string, string> | undefined
let byCode: Map<string, string> | undefined

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Builds the slug tables once, from Intl, so no country list is written by hand. */
function tables(): { bySlug: Map<string, string>; byCode: Map<string, string> } {
  if (bySlug && byCode) return { bySlug, byCode }
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
  bySlug = new Map()
  byCode = new Map()
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      // A deprecated code (BU, ZR…) canonicalises to its successor: keep only current ones.
      if (notCountries.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue
      const name = names.of(code)
      if (!name || name === code) continue
      const slug = slugOverrides[code] ?? slugify(name)
      bySlug.set(slug, code)
      byCode.set(code, slug)
    }
  }
  return { bySlug, byCode }
}

/** `countrySlug('GB')` → `'united-kingdom'`; undefined for a code that is no country. */
export function countrySlug(code: string): string | undefined {
  return tables().byCode.get(code.toUpperCase())
}

/** `countryCodeFromSlug('new-zealand')` → `'NZ'`; case-insensitive. */
export function countryCodeFromSlug(slug: string): string | undefined {
  return tables().bySlug.get(slug.toLowerCase())
}

export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && tables().byCode.has(code.toUpperCase())
}

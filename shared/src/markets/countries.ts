import { marketRecords } from './data'

// Grouping and pseudo regions Intl names but nobody ships to.
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

// Intl's English short names carry political qualifiers the URL should not ("Hong Kong SAR China").
const slugOverrides: Readonly<Record<string, string>> = { HK: 'hong-kong', MO: 'macao' }

let names: Intl.DisplayNames | undefined
const slugs = new Map<string, string | null>()
let bySlug: Map<string, string> | undefined

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The slug of one upper-case code, from Intl; null for a code that is no country. */
function slugOf(code: string): string | null {
  // Checked before the cache, which would otherwise keep every string a cookie ever held.
  if (!/^[A-Z]{2}$/.test(code)) return null
  const known = slugs.get(code)
  if (known !== undefined) return known
  let slug: string | null = null
  // A deprecated code (BU, ZR…) canonicalises to its successor: only current ones are countries.
  if (!notCountries.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) {
    names ??= new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
    const name = names.of(code)
    if (name && name !== code) slug = slugOverrides[code] ?? slugify(name)
  }
  slugs.set(code, slug)
  return slug
}

// Where a visitor almost always is: the countries the markets name. Reading a path of theirs
// costs a score of Intl calls; the table of every country (some 1,300 calls, 60 ms on a fast
// machine and four times that on a phone, at every page's start) is built only for the others.
const marketCountries = [...new Set(marketRecords.flatMap((record) => record.zoneCodes))]

/** Every country by slug, built once from Intl, so no country list is written by hand. */
function slugTable(): Map<string, string> {
  if (bySlug) return bySlug
  bySlug = new Map()
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      const slug = slugOf(code)
      if (slug) bySlug.set(slug, code)
    }
  }
  return bySlug
}

/** `countrySlug('GB')` → `'united-kingdom'`; undefined for a code that is no country. */
export function countrySlug(code: string): string | undefined {
  return slugOf(code.toUpperCase()) ?? undefined
}

/** `countryCodeFromSlug('new-zealand')` → `'NZ'`; case-insensitive. */
export function countryCodeFromSlug(slug: string): string | undefined {
  const wanted = slug.toLowerCase()
  return marketCountries.find((code) => slugOf(code) === wanted) ?? slugTable().get(wanted)
}

export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && slugOf(code.toUpperCase()) !== null
}

// Test setup: every language loaded before any test, so `createI18n` is ready in all five as
// it is in a page after the shell's bootstrap has loaded the visitor's language.
import { locales } from '../../markets/locales'
import { loadDictionary } from '../load-dictionary'

await Promise.all(locales.map((locale) => loadDictionary(locale)))

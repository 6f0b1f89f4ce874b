// The part of react-i18next the shop uses, as one shared module. Module Federation cannot
// tree-shake a shared package, so sharing react-i18next itself put all of it (Trans, its HTML
// parser, ICU helpers: ~7 KB gzip nobody calls) on every first visit. Apps import from here;
// Biome refuses a direct `react-i18next` import, which would also be a second copy.
export { I18nextProvider, useTranslation } from 'react-i18next'

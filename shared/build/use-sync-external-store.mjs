// React has had useSyncExternalStore since 18 and the shop pins 19 (a singleton), so the shim
// react-i18next imports for older Reacts would only ship its fallback to every page.
export { useSyncExternalStore } from 'react'

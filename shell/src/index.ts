// The design tokens load with the entry, so the document paints in the shop's colours at once.
import '@storefront/shared/design/shop.css'

// The async boundary: shared modules (React, the bus) are negotiated before the app's code runs.
import('./app/bootstrap')

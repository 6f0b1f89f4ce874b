// The design tokens load with the entry, so the document paints in the shop's colours at once.
import '@storefront/shared/design/shop.css'
// The document draws the placeholder before this script runs; its stylesheet is linked there.
import './placeholder/placeholder.css'

// The async boundary: shared modules (React, the bus) are negotiated before the app's code runs.
import('./app/bootstrap')

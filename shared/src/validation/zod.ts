import { z } from 'zod'

// The shop's pages forbid eval (their CSP has no 'unsafe-eval'). zod's objects would first
// probe for it with `new Function`, which the browser blocks and reports to the edge as a
// violation from every page with a form; its interpreter is quick enough for forms. Set before
// any schema is built: the probe runs when the first object schema is made.
z.config({ jitless: true })

export { z }

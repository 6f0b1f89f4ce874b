import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { rateLimit } from '../../middleware/rate-limit'
import { changePassword } from './change-password'
import { resetPassword } from './reset-password'
import { signUp } from './signup'

/** `/api/signup`, `/api/resetPassword`, `/api/changePassword`: run here with the integration credentials. */
export function authRoutes() {
  const app = new Hono<AppEnv>()
  // Per route, not '*': this app is mounted at the API's root beside the token routes.
  const limited = rateLimit({ limiter: 'AUTH_LIMITER' })
  app.post('/signup', limited, signUp)
  app.post('/resetPassword', limited, resetPassword)
  app.post('/changePassword', limited, changePassword)
  return app
}

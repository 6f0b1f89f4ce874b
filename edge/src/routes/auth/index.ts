import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { changePassword } from './change-password'
import { resetPassword } from './reset-password'
import { signUp } from './signup'

/**
 * `/api/signup`, `/api/resetPassword`, `/api/changePassword`: run here with the integration
 * credentials. Each spends the client's budget (`AUTH_LIMITER`) once its body passed the form's
 * checks, as a sign-in does: see `spendAuthBudget`.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>()
  app.post('/signup', signUp)
  app.post('/resetPassword', resetPassword)
  app.post('/changePassword', changePassword)
  return app
}

import { Hono } from 'hono'
import type { AppEnv } from '../../jsonapi/resource'

export function imageRoutes() {
  return new Hono<AppEnv>()
}

import { seedStatements } from '.'
import { toSqlScript } from './statements'

/** The seed as one SQL script, for `wrangler d1 execute --file` (npm run seed). */
export async function seedSqlScript(): Promise<string> {
  return toSqlScript(await seedStatements())
}

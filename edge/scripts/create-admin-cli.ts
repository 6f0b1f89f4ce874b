import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from '../src/admin/password'
import { openSession, writeProfile } from '../src/admin/users'
import { parseCommon } from './lib/args'
import { openStores } from './lib/stores'

const usage = `usage: create-admin.mjs --email E [--name N] [--password P] [--uid U] [--local | --remote]
  Creates a SUPER_ADMIN back-office profile and prints a bearer token for it.`

export async function main(argv: string[]) {
  const { common, values } = parseCommon(argv, {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    uid: { type: 'string' },
    help: { type: 'boolean' },
  })
  if (values.help || typeof values.email !== 'string') return console.log(usage)
  const password =
    typeof values.password === 'string' ? values.password : randomBytes(12).toString('base64url')
  const uid = typeof values.uid === 'string' ? values.uid : randomUUID()
  const stores = await openStores(common)
  try {
    await writeProfile(stores.adminUsers as KVNamespace, {
      uid,
      email: values.email,
      name: typeof values.name === 'string' ? values.name : values.email,
      role: 'SUPER_ADMIN',
      org: null,
      password: await hashPassword(password),
    })
    const { token, expiresIn } = await openSession(stores.adminUsers as KVNamespace, uid)
    console.log(`created SUPER_ADMIN ${values.email} (uid ${uid})`)
    if (typeof values.password !== 'string') console.log(`password: ${password}`)
    console.log(`bearer token (valid ${expiresIn / 3600} h): ${token}`)
  } finally {
    await stores.dispose()
  }
}

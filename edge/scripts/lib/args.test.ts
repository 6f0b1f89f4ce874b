import { afterEach, describe, expect, it } from 'vitest'
import { localState, parseCommon } from './args'

const token = process.env.CLOUDFLARE_API_TOKEN

afterEach(() => {
  if (token === undefined) delete process.env.CLOUDFLARE_API_TOKEN
  else process.env.CLOUDFLARE_API_TOKEN = token
})

describe('parseCommon', () => {
  it('writes to local storage by default, where no Cloudflare credentials are set', () => {
    delete process.env.CLOUDFLARE_API_TOKEN
    expect(parseCommon([]).common.target).toBe('local')
    expect(parseCommon(['--remote']).common.target).toBe('remote')
  })

  it('writes to the account only when told --remote, whatever credentials the environment holds', () => {
    process.env.CLOUDFLARE_API_TOKEN = 'ci-token'
    // Left over in a shell, a token must not turn a local publish into a production one.
    expect(parseCommon([]).common.target).toBe('local')
    expect(parseCommon(['--remote']).common.target).toBe('remote')
  })

  it('refuses --local and --remote together rather than pick one', () => {
    expect(() => parseCommon(['--local', '--remote'])).toThrow(/not both/)
  })

  it("reads and writes the state of the stack it is told of: a second stack's STACK_STATE too", () => {
    expect(localState({ STACK_STATE: '/tmp/second' })).toBe('/tmp/second/edge')
    expect(localState({ STACK_STATE: '/tmp/second', EDGE_PERSIST_TO: '/tmp/own' })).toBe('/tmp/own')
    expect(localState({})).toMatch(/\.wrangler\/state$/)
    expect(parseCommon(['--persist-to', '/tmp/given']).common.persistTo).toBe('/tmp/given')
  })
})

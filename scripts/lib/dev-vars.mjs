// `.dev.vars` files are dotenv: `NAME=value` lines, `#` comments.
const settingName = (line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1]

/**
 * The example's setting lines whose name the current file does not set, in the example's order.
 * A developer's own values are never touched: only names they lack are returned.
 *
 * @example missingSettings('A=1\nB=2\n', 'A=mine\n') // ['B=2']
 */
export function missingSettings(example, current) {
  const present = new Set(current.split(/\r?\n/).map(settingName).filter(Boolean))
  return example.split(/\r?\n/).filter((line) => {
    const name = settingName(line)
    return name !== undefined && !present.has(name)
  })
}

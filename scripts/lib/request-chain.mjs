/**
 * The longest chain of sequential round trips in a page load, counted from what each request
 * really waited for rather than from who happened to start it:
 * - code: every script on the request's initiator stack, async parents included (a fetch made
 *   from a React effect needs react-dom, the app's chunk and the SDK chunk to have arrived);
 * - data: the earlier response that handed over the bearer token the request sends (an API
 *   call cannot leave before its token has come back);
 * - style: the stylesheet of a chunk whose script is on the stack (the bundler runs a chunk only
 *   once its CSS has arrived, so a remote whose stylesheet is asked for late renders late);
 * - the document, for what its parser or its preload hints started.
 * The document is one round trip; a request is one more than the deepest of what it waited for.
 *
 * @typedef {object} SeenRequest
 * @property {string} id
 * @property {string} url
 * @property {string | undefined} type the resource type (`Stylesheet`, `Script`, `Fetch`…)
 * @property {string[]} scripts script URLs on the initiator stack (or the parser's document URL)
 * @property {string | undefined} bearer the access token in its Authorization header
 * @property {string | undefined} body its response body, when it is text the page read
 */

/** The chunk a hashed file belongs to, e.g. `…/_mf/catalog/v/406` for `406.96f4c685.js` and `.css`. */
function chunkOf(url) {
  return /^(.*\/[^/]+?)\.[0-9a-f]{8}\.(?:m?js|css)$/.exec(url.split('?')[0] ?? '')?.[1]
}

/**
 * @param {SeenRequest[]} requests in the order they were sent
 * @returns {(request: SeenRequest) => SeenRequest[]} the requests the given one waited for
 */
function dependencies(requests) {
  const firstByUrl = new Map()
  for (const request of requests) if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request)
  return (request) => {
    const before = requests.slice(0, requests.indexOf(request))
    const code = request.scripts.map((url) => firstByUrl.get(url)).filter((r) => r && r !== request)
    const chunks = new Set(code.map((script) => chunkOf(script.url)).filter(Boolean))
    const style = before.filter(
      (candidate) => candidate.type === 'Stylesheet' && chunks.has(chunkOf(candidate.url)),
    )
    const data = request.bearer ? before.filter((candidate) => candidate.body?.includes(request.bearer)) : []
    return [...new Set([...code, ...style, ...data])]
  }
}

/**
 * Depth of each request and the deepest path to any request `isTarget` accepts.
 *
 * @param {SeenRequest[]} requests
 * @param {(request: SeenRequest) => boolean} isTarget e.g. the API calls before the first product
 * @returns {{ depth: number, path: SeenRequest[] }}
 */
export function longestChain(requests, isTarget) {
  const waitedFor = dependencies(requests)
  /** @type {Map<SeenRequest, SeenRequest[]>} */
  const pathOf = new Map()
  const path = (request) => {
    const known = pathOf.get(request)
    if (known) return known
    pathOf.set(request, [request]) // a cycle (never expected) stops here instead of recursing
    let deepest = []
    for (const parent of waitedFor(request)) {
      const candidate = path(parent)
      if (candidate.length > deepest.length) deepest = candidate
    }
    const result = [...deepest, request]
    pathOf.set(request, result)
    return result
  }
  let longest = []
  for (const request of requests.filter(isTarget)) {
    const candidate = path(request)
    if (candidate.length > longest.length) longest = candidate
  }
  return { depth: longest.length, path: longest }
}

import { looks } from './shapes'

/**
 * A product picture: the kind's silhouette in its colours. No caption: one picture serves all
 * five languages, and the shop writes the localized name beside it. The name stays in the
 * accessible label for anyone opening the picture on its own.
 */
export function productSvg(name: string, kind: string): string {
  const look = looks[kind] ?? (looks.bundle as (typeof looks)[string])
  const [from, to] = look.background
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="326" rx="120" ry="10" fill="#000" opacity=".08"/>
  ${look.shape(look.body, look.accent)}
</svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

import type { Picture } from './picture'
import { shapes } from './shapes'

/**
 * A product picture: its pack's silhouette in its colours. No caption: one picture serves all
 * five languages, and the shop writes the localized name beside it. The name stays in the
 * accessible label for anyone opening the picture on its own.
 */
export function productSvg(name: string, picture: Picture): string {
  const [from, to] = picture.background
  const scale = picture.scale ?? 1
  // Scaled about the floor's middle, so a small bottle still stands on the shadow.
  const transform = scale === 1 ? '' : ` transform="translate(200 330) scale(${scale}) translate(-200 -330)"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="332" rx="${Math.round(125 * scale)}" ry="10" fill="#000" opacity=".08"/>
  <g${transform}>${shapes[picture.shape](picture)}</g>
</svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

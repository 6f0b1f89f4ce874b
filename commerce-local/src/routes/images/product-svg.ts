import { looks } from './shapes'

/** A product picture: the kind's silhouette in its colours, and the product's name beneath. */
export function productSvg(name: string, kind: string): string {
  const look = looks[kind] ?? (looks.bundle as (typeof looks)[string])
  const [from, to] = look.background
  const lines = wrap(name, 26).slice(0, 2)
  const text = lines
    .map((line, i) => `<text x="200" y="${352 + i * 22}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="326" rx="120" ry="10" fill="#000" opacity=".08"/>
  ${look.shape(look.body, look.accent)}
  <g font-family="Georgia, 'Times New Roman', serif" font-size="17" fill="#2b2118">${text}</g>
</svg>`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  return lines
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

import type { Picture } from './picture'

// Every pack stands on the same floor (y 330) around the same middle (x 200) of a 400 × 400
// picture, so a scale about that point keeps it standing there.

export const cream = '#fffaf0'

export const labelOf = (p: Picture) => p.label ?? cream

/** Light on the glass's left edge: what tells a bottle from a cut-out. */
export const shine = (x: number, y: number, height: number) =>
  `<rect x="${x}" y="${y}" width="7" height="${height}" rx="3.5" fill="#fff" opacity=".22"/>`

/** A paper label with the brand's band and two lines of print, none of them words. */
export const labelWithBand = (p: Picture, x: number, y: number, width: number, height: number) => `
  <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="5" fill="${labelOf(p)}"/>
  <rect x="${x + 12}" y="${y + 16}" width="${width - 24}" height="6" rx="3" fill="${p.accent}"/>
  <rect x="${x + 18}" y="${y + 30}" width="${width - 36}" height="4" rx="2" fill="${p.body}" opacity=".45"/>
  <rect x="${x + 24}" y="${y + height - 18}" width="${width - 48}" height="4" rx="2" fill="${p.body}" opacity=".3"/>`

import { cream, labelOf } from './drawing'
import type { Contents, Picture } from './picture'

// What holds pasta, coffee and sweets, and the gift boxes.

const pastaColour = '#efc870'

/** What shows through a packet's window, in pasta's colour. */
function windowContents(contents: Contents | undefined, x: number, y: number, width: number, height: number) {
  const pieces: string[] = []
  const cols = Math.floor(width / 30)
  const rows = Math.floor(height / 30)
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = x + 15 + col * 30 + (row % 2) * 6
      const cy = y + 15 + row * 30
      if (contents === 'tubes') {
        pieces.push(
          `<circle cx="${cx}" cy="${cy}" r="12" fill="${pastaColour}"/><circle cx="${cx}" cy="${cy}" r="6" fill="#c9962e"/>`,
        )
      } else if (contents === 'shells') {
        pieces.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="11" ry="9" fill="${pastaColour}"/><ellipse cx="${cx}" cy="${cy + 1}" rx="5" ry="4" fill="#d9a94a"/>`,
        )
      } else if (contents === 'nests') {
        pieces.push(
          `<circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="#e7b94a" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="5" fill="none" stroke="#e7b94a" stroke-width="3"/>`,
        )
      } else if (contents === 'biscuits') {
        pieces.push(
          `<path d="M${cx - 12} ${cy + 6}q12-22 24 0z" fill="#d8a35d"/><circle cx="${cx - 3}" cy="${cy}" r="2.5" fill="#8a5a2b"/><circle cx="${cx + 4}" cy="${cy + 2}" r="2" fill="#8a5a2b"/>`,
        )
      } else {
        pieces.push(
          `<path d="M${cx - 10} ${cy}c4-8 8 8 12 0s8 8 12 0" stroke="${pastaColour}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
        )
      }
    }
  }
  return pieces.join('')
}

export const packet = (p: Picture) => `
  <rect x="112" y="80" width="176" height="250" rx="10" fill="${p.body}"/>
  <rect x="112" y="80" width="176" height="40" rx="10" fill="${p.accent}"/>
  <rect x="136" y="150" width="128" height="96" rx="14" fill="${cream}" opacity=".95"/>
  ${windowContents(p.contents, 142, 156, 118, 88)}
  <rect x="140" y="268" width="120" height="8" rx="4" fill="${p.accent}"/>
  <rect x="160" y="286" width="80" height="5" rx="2.5" fill="${cream}" opacity=".6"/>`

export const longPacket = (p: Picture) => `
  <rect x="150" y="40" width="100" height="290" rx="8" fill="${p.body}"/>
  <rect x="150" y="40" width="100" height="34" rx="8" fill="${p.accent}"/>
  <rect x="166" y="100" width="68" height="150" rx="12" fill="${cream}" opacity=".95"/>
  ${[176, 186, 196, 206, 216, 226].map((x) => `<path d="M${x} 106v138" stroke="${pastaColour}" stroke-width="4" stroke-linecap="round"/>`).join('')}
  <rect x="166" y="272" width="68" height="8" rx="4" fill="${p.accent}"/>`

export const coffeeBag = (p: Picture) => `
  <path d="M124 98l24-30h104l24 30v222c0 6-4 10-10 10H134c-6 0-10-4-10-10z" fill="${p.body}"/>
  <path d="M148 68h104l-10 22h-84z" fill="${p.accent}"/>
  <path d="M176 98v220M224 98v220" stroke="#000" stroke-width="2" opacity=".12"/>
  <circle cx="200" cy="210" r="46" fill="${labelOf(p)}" opacity=".94"/>
  <ellipse cx="200" cy="210" rx="14" ry="22" fill="${p.body}"/><path d="M200 190v40" stroke="${labelOf(p)}" stroke-width="3"/>
  <rect x="160" y="282" width="80" height="7" rx="3.5" fill="${p.accent}"/>`

export const brick = (p: Picture) => `
  <rect x="132" y="112" width="136" height="218" rx="6" fill="${p.body}"/>
  <path d="M132 112l10-14h116l10 14z" fill="${p.accent}"/>
  ${[126, 132, 138].map((y) => `<path d="M140 ${y}h120" stroke="#000" stroke-width="2" opacity=".15"/>`).join('')}
  <rect x="132" y="176" width="136" height="74" fill="${labelOf(p)}"/>
  <ellipse cx="200" cy="213" rx="12" ry="19" fill="${p.body}"/><path d="M200 196v34" stroke="${labelOf(p)}" stroke-width="3"/>
  <rect x="150" y="276" width="100" height="7" rx="3.5" fill="${p.accent}"/>`

export const tin = (p: Picture) => `
  <ellipse cx="200" cy="302" rx="110" ry="28" fill="${p.body}"/>
  <rect x="90" y="170" width="220" height="132" fill="${p.body}"/>
  <ellipse cx="200" cy="170" rx="110" ry="28" fill="${p.accent}"/>
  <ellipse cx="200" cy="166" rx="80" ry="16" fill="#fff" opacity=".2"/>
  <rect x="90" y="214" width="220" height="40" fill="${labelOf(p)}" opacity=".95"/>
  <circle cx="200" cy="234" r="13" fill="${p.accent}"/>`

export const panettone = (p: Picture) => `
  <path d="M116 190h168l-10 130c0 6-4 10-10 10H136c-6 0-10-4-10-10z" fill="${p.body}"/>
  ${[146, 172, 200, 228, 254].map((x) => `<path d="M${x} 196l${(x - 200) / 10} 130" stroke="#000" stroke-width="2" opacity=".12"/>`).join('')}
  <path d="M108 196c0-84 184-84 184 0z" fill="#c98a3c"/>
  <path d="M130 170c20-30 50-40 70-40" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".2" fill="none"/>
  <path d="M117 232h166l-1.5 20H118.5z" fill="${p.accent}"/>
  <circle cx="200" cy="258" r="20" fill="${labelOf(p)}"/>
  <circle cx="200" cy="258" r="13" fill="none" stroke="${p.body}" stroke-width="3"/>`

export const bar = (p: Picture) => `
  <path d="M76 236l36-38h218l-36 38z" fill="${p.accent}"/>
  <path d="M294 236l36-38v86l-36 40z" fill="${p.body}" opacity=".75"/>
  <rect x="76" y="236" width="218" height="88" fill="${p.body}"/>
  <rect x="140" y="236" width="90" height="88" fill="${labelOf(p)}"/>
  <rect x="154" y="266" width="62" height="6" rx="3" fill="${p.accent}"/>
  <rect x="162" y="282" width="46" height="4" rx="2" fill="${p.body}" opacity=".45"/>`

export const pouch = (p: Picture) => `
  <path d="M128 90h144l-6 220c0 12-8 20-20 20H154c-12 0-20-8-20-20z" fill="${p.body}"/>
  <rect x="128" y="84" width="144" height="18" rx="4" fill="${p.accent}"/>
  <rect x="150" y="140" width="100" height="110" rx="50" fill="${cream}" opacity=".95"/>
  ${windowContents('biscuits', 156, 156, 90, 90)}
  <rect x="158" y="278" width="84" height="7" rx="3.5" fill="${p.accent}"/>`

export const giftBox = (p: Picture) => `
  <rect x="96" y="164" width="208" height="166" rx="8" fill="${p.body}"/>
  <rect x="84" y="130" width="232" height="46" rx="8" fill="${p.body}"/>
  <rect x="84" y="162" width="232" height="14" fill="#000" opacity=".12"/>
  <rect x="186" y="130" width="28" height="200" fill="${p.accent}"/>
  <path d="M200 130c-30-50-80-40-60-8 10 14 40 10 60 8zm0 0c30-50 80-40 60-8-10 14-40 10-60 8z" fill="${p.accent}"/>
  <rect x="222" y="214" width="58" height="38" rx="4" fill="${labelOf(p)}" transform="rotate(-8 251 233)"/>`

export const crate = (p: Picture) => `
  ${[150, 200, 250].map((x, i) => `<rect x="${x - 14}" y="${60 + i * 14}" width="28" height="${130 - i * 14}" rx="5" fill="#3a0d18"/><rect x="${x - 15}" y="${56 + i * 14}" width="30" height="30" rx="4" fill="${p.accent}"/>`).join('')}
  <path d="M96 180c20-14 40-4 60-12s40 6 60-2 44 4 88 2v18H96z" fill="#e2c27d"/>
  <rect x="90" y="186" width="220" height="144" rx="4" fill="${p.body}"/>
  ${[222, 264].map((y) => `<path d="M90 ${y}h220" stroke="#000" stroke-width="3" opacity=".18"/>`).join('')}
  <path d="M104 186v144M296 186v144" stroke="#000" stroke-width="3" opacity=".12"/>
  <rect x="150" y="236" width="100" height="42" rx="4" fill="${labelOf(p)}"/>
  <rect x="166" y="254" width="68" height="6" rx="3" fill="#3a0d18"/>`

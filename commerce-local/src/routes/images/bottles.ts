import { labelOf, labelWithBand, shine } from './drawing'
import type { Picture } from './picture'

// What holds oil, wine, spirits and vinegar: bottles, flasks and a tin.

export const oilBottle = (p: Picture) => `
  <rect x="184" y="40" width="32" height="26" rx="4" fill="${p.accent}"/>
  <path d="M188 66h24v46c0 14 34 26 34 58v150c0 6-4 10-10 10h-72c-6 0-10-4-10-10V170c0-32 34-44 34-58z" fill="${p.body}"/>
  ${shine(164, 180, 120)}
  ${labelWithBand(p, 160, 200, 80, 86)}`

export const squareBottle = (p: Picture) => `
  <rect x="185" y="34" width="30" height="22" rx="4" fill="${p.accent}"/>
  <path d="M189 56h22v30l29 22v212c0 6-4 10-10 10h-60c-6 0-10-4-10-10V108l29-22z" fill="${p.body}"/>
  ${shine(167, 120, 190)}
  ${labelWithBand(p, 166, 190, 68, 96)}`

export const oilCan = (p: Picture) => `
  <path d="M158 112V84c0-6 4-10 10-10h64c6 0 10 4 10 10v28" stroke="${p.accent}" stroke-width="9" fill="none"/>
  <rect x="246" y="90" width="20" height="24" rx="3" fill="${p.accent}"/>
  <rect x="118" y="110" width="164" height="220" rx="10" fill="${p.body}"/>
  <rect x="118" y="110" width="164" height="14" rx="6" fill="#000" opacity=".12"/>
  <rect x="134" y="146" width="132" height="140" rx="8" fill="${labelOf(p)}"/>
  <path d="M200 268c0-40 10-70 36-92" stroke="${p.body}" stroke-width="4" fill="none"/>
  <ellipse cx="214" cy="204" rx="18" ry="8" transform="rotate(-40 214 204)" fill="${p.body}"/>
  <ellipse cx="190" cy="228" rx="18" ry="8" transform="rotate(30 190 228)" fill="${p.body}" opacity=".8"/>
  <ellipse cx="222" cy="240" rx="16" ry="7" transform="rotate(-30 222 240)" fill="${p.body}" opacity=".7"/>
  <circle cx="236" cy="178" r="9" fill="${p.accent}"/>`

export const wineBottle = (p: Picture) => `
  <path d="M186 40h28v100c0 20 36 22 36 50v130c0 6-4 10-10 10h-80c-6 0-10-4-10-10V190c0-28 36-30 36-50z" fill="${p.body}"/>
  <rect x="184" y="36" width="32" height="58" rx="4" fill="${p.accent}"/>
  ${shine(158, 196, 110)}
  ${labelWithBand(p, 160, 218, 80, 80)}`

export const slopedBottle = (p: Picture) => `
  <path d="M188 40h24v70c0 40 44 50 44 100v110c0 6-4 10-10 10h-92c-6 0-10-4-10-10V210c0-50 44-60 44-100z" fill="${p.body}"/>
  <rect x="186" y="36" width="28" height="54" rx="4" fill="${p.accent}"/>
  ${shine(152, 214, 96)}
  ${labelWithBand(p, 158, 226, 84, 76)}`

export const sparklingBottle = (p: Picture) => `
  <path d="M187 44h26v64c0 42 46 52 46 102v110c0 6-4 10-10 10h-98c-6 0-10-4-10-10V210c0-50 46-60 46-102z" fill="${p.body}"/>
  <path d="M183 36h34v84c0 12 14 18 22 26h-78c8-8 22-14 22-26z" fill="${p.accent}"/>
  ${shine(149, 214, 96)}
  ${labelWithBand(p, 156, 226, 88, 74)}`

export const slimBottle = (p: Picture) => `
  <rect x="187" y="30" width="26" height="32" rx="4" fill="${p.accent}"/>
  <path d="M190 62h20v58c0 10 18 14 18 30v170c0 6-4 10-10 10h-36c-6 0-10-4-10-10V150c0-16 18-20 18-30z" fill="${p.body}"/>
  ${shine(178, 160, 140)}
  <rect x="178" y="214" width="44" height="70" rx="4" fill="${labelOf(p)}"/>
  <rect x="186" y="228" width="28" height="5" rx="2.5" fill="${p.accent}"/>
  <rect x="190" y="240" width="20" height="4" rx="2" fill="#3b2f2f" opacity=".4"/>`

export const flask = (p: Picture) => `
  <rect x="182" y="52" width="36" height="30" rx="5" fill="${p.accent}"/>
  <path d="M186 82h28v30c30 10 52 40 52 80v128c0 6-4 10-10 10h-112c-6 0-10-4-10-10V192c0-40 22-70 52-80z" fill="${p.body}"/>
  ${shine(146, 186, 120)}
  <circle cx="200" cy="240" r="42" fill="${labelOf(p)}" opacity=".94"/>
  <circle cx="200" cy="240" r="30" fill="none" stroke="${p.accent}" stroke-width="4"/>`

export const ballBottle = (p: Picture) => `
  <rect x="146" y="282" width="108" height="48" rx="6" fill="${p.body}" opacity=".55"/>
  <rect x="146" y="282" width="108" height="10" rx="4" fill="#fff" opacity=".25"/>
  <rect x="190" y="150" width="20" height="40" fill="${p.body}"/>
  <circle cx="200" cy="232" r="54" fill="${p.body}"/>
  <rect x="184" y="126" width="32" height="30" rx="8" fill="${p.accent}"/>
  <path d="M166 212a40 40 0 0 1 22-26" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity=".25"/>
  <circle cx="200" cy="242" r="22" fill="${labelOf(p)}"/>
  <circle cx="200" cy="242" r="14" fill="none" stroke="${p.accent}" stroke-width="3"/>`

export const squeezeBottle = (p: Picture) => `
  <path d="M152 130c0-12 10-22 22-22h52c12 0 22 10 22 22v150c0 10-8 18-18 18h-60c-10 0-18-8-18-18z" fill="${p.body}"/>
  <path d="M166 298h68v22c0 6-4 10-10 10h-48c-6 0-10-4-10-10z" fill="${p.accent}"/>
  ${shine(160, 128, 150)}
  ${labelWithBand(p, 164, 168, 72, 90)}`

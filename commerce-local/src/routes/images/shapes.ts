/** Colours and the silhouette drawn for each kind of product. */
export interface Look {
  background: readonly [string, string]
  body: string
  accent: string
  shape: (body: string, accent: string) => string
}

const bottle = (body: string, accent: string) => `
  <rect x="184" y="40" width="32" height="26" rx="4" fill="${accent}"/>
  <path d="M188 66h24v46c0 14 34 26 34 58v150c0 12-8 20-20 20h-52c-12 0-20-8-20-20V170c0-32 34-44 34-58z" fill="${body}"/>
  <rect x="160" y="196" width="80" height="88" rx="6" fill="#fffaf0" opacity=".92"/>
  <rect x="172" y="212" width="56" height="6" rx="3" fill="${accent}"/>
  <rect x="178" y="226" width="44" height="4" rx="2" fill="${body}" opacity=".5"/>`

const flask = (body: string, accent: string) => `
  <rect x="182" y="52" width="36" height="30" rx="5" fill="${accent}"/>
  <path d="M186 82h28v30c30 10 52 40 52 80v110c0 14-10 24-24 24h-84c-14 0-24-10-24-24V192c0-40 22-70 52-80z" fill="${body}"/>
  <circle cx="200" cy="236" r="42" fill="#fffaf0" opacity=".92"/>
  <circle cx="200" cy="236" r="30" fill="none" stroke="${accent}" stroke-width="4"/>`

const packet = (body: string, accent: string) => `
  <rect x="112" y="70" width="176" height="250" rx="10" fill="${body}"/>
  <rect x="112" y="70" width="176" height="40" rx="10" fill="${accent}"/>
  <rect x="138" y="150" width="124" height="90" rx="45" fill="#fffaf0" opacity=".9"/>
  <path d="M150 196c20-20 30 20 50 0s30 20 50 0" stroke="${accent}" stroke-width="6" fill="none"/>`

const bag = (body: string, accent: string) => `
  <path d="M124 92l24-30h104l24 30v214c0 10-8 18-18 18H142c-10 0-18-8-18-18z" fill="${body}"/>
  <path d="M148 62h104l-10 22h-84z" fill="${accent}"/>
  <circle cx="200" cy="206" r="46" fill="#fffaf0" opacity=".92"/>
  <ellipse cx="200" cy="206" rx="14" ry="22" fill="${body}"/><path d="M200 186v40" stroke="#fffaf0" stroke-width="3"/>`

const tin = (body: string, accent: string) => `
  <ellipse cx="200" cy="300" rx="110" ry="30" fill="${body}" opacity=".75"/>
  <rect x="90" y="150" width="220" height="150" fill="${body}"/>
  <ellipse cx="200" cy="150" rx="110" ry="30" fill="${accent}"/>
  <rect x="90" y="200" width="220" height="36" fill="#fffaf0" opacity=".9"/>`

const giftBox = (body: string, accent: string) => `
  <rect x="96" y="150" width="208" height="160" rx="8" fill="${body}"/>
  <rect x="84" y="118" width="232" height="46" rx="8" fill="${body}" opacity=".85"/>
  <rect x="186" y="118" width="28" height="192" fill="${accent}"/>
  <path d="M200 118c-30-50-80-40-60-8 10 14 40 10 60 8zm0 0c30-50 80-40 60-8-10 14-40 10-60 8z" fill="${accent}"/>`

export const looks: Record<string, Look> = {
  'olive-oils': { background: ['#f4f1de', '#dfe7c4'], body: '#5b6b2f', accent: '#c9a227', shape: bottle },
  wines: { background: ['#f6e8ea', '#e8c9cf'], body: '#5e1224', accent: '#c9a227', shape: bottle },
  spirits: { background: ['#fdf3e1', '#f3d9a8'], body: '#b86e12', accent: '#3b2f2f', shape: flask },
  'balsamic-vinegar': {
    background: ['#f3ece6', '#dcc9b8'],
    body: '#3b2417',
    accent: '#a4161a',
    shape: flask,
  },
  pasta: { background: ['#eef3fb', '#cbdaf3'], body: '#1d4e89', accent: '#f2c14e', shape: packet },
  coffee: { background: ['#f5efe8', '#e0cdb8'], body: '#4a2c1a', accent: '#d4a373', shape: bag },
  sweets: { background: ['#fdf0f3', '#f6cfd9'], body: '#c0416b', accent: '#f4d35e', shape: tin },
  bundle: { background: ['#fbf1e6', '#efd5b5'], body: '#8c1c13', accent: '#e0b84c', shape: giftBox },
}

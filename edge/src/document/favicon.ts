/**
 * The shop's icon: the header's olive sprig on its soft disc, in the brand's colours (a tab has
 * no CSS variables to inherit). Served by the edge at a fixed path so every document, whatever
 * shell version it loads, and any client asking for `/favicon.ico`, finds it.
 */
export const faviconPath = '/favicon.svg'

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="15" fill="#e3ebdc"/>
<path d="M9 24c4-6 8-10 15-14" stroke="#3d5a35" stroke-width="1.6" fill="none" stroke-linecap="round"/>
<ellipse cx="13" cy="15" rx="2.4" ry="4.6" transform="rotate(-35 13 15)" fill="#3d5a35"/>
<ellipse cx="19" cy="19.5" rx="2.2" ry="4.2" transform="rotate(55 19 19.5)" fill="#3d5a35"/>
<circle cx="22.5" cy="11" r="2.3" fill="#c38a2e"/>
</svg>
`

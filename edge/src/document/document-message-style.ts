/**
 * The look of a message the document shows by itself, with no shell to style it (a shell that
 * cannot start, scripts turned off): the shop's name and a few lines, centred, in the colours of
 * the shop's tokens (ink, primary, focus: shared/src/design/shop.css).
 */
export function documentMessageStyle(selector: string): string {
  const s = selector
  return `${s}{max-width:34rem;margin:12vh auto;padding:0 1.5rem;font:1rem/1.5 system-ui,sans-serif;color:#241d18;text-align:center}${s} .brand{font:600 1.25rem/1.2 Georgia,serif}${s} h1{margin:1.5rem 0 .5rem;font-size:1.5rem;line-height:1.25}${s} a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border:1px solid transparent;border-radius:999px;background:#3d5a35;color:#fff;font-weight:600;text-decoration:none}${s} a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}`
}

import styles from './icons.module.css'

/** The few line icons the cart draws; decorative, so hidden from assistive technology. */
const paths = {
  bag: 'M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  alert: 'M12 3 2 21h20L12 3Zm0 6v5m0 3v.5',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  tag: 'M3 12V4h8l9 9-8 8-9-9Zm5-4.5v.5',
  check: 'M5 12.5 10 17l9-10',
  close: 'M6 6l12 12M18 6 6 18',
} as const

/** `size` in px at the browser's usual text size; it grows with the visitor's text setting, as the words beside it do. */
export function Icon({ name, size = 20 }: { readonly name: keyof typeof paths; readonly size?: number }) {
  const scaled = `${size / 16}rem`
  return (
    <svg
      className={styles.icon}
      width={size}
      height={size}
      style={{ width: scaled, height: scaled }}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}

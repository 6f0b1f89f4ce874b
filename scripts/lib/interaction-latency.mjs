// How long a tap takes to show its effect, as Interaction to Next Paint counts it: the Event
// Timing API reports each event of an interaction (pointer, mouse, click) with the time from the
// input to the next paint, grouped by `interactionId`; the interaction takes its longest event.

/** Page script (addInitScript): keeps each interaction's duration in `window.__interactions`. */
export const recordInteractions = () => {
  window.__interactions = new Map()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      const longest = window.__interactions.get(entry.interactionId) ?? 0
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration))
    }
    // 16 ms is the API's floor: a quicker interaction is not reported at all.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/**
 * Runs `act` (a tap) and answers the duration of the interaction it caused in milliseconds, or
 * 16 when it was under the floor the API reports.
 */
export async function timeInteraction(page, act) {
  const known = await page.evaluate(() => [...window.__interactions.keys()])
  await act()
  // An interaction is reported once its next frame has painted; a busy page may take a while.
  await page.waitForTimeout(1_000)
  return page.evaluate((before) => {
    const fresh = [...window.__interactions.entries()].filter(([id]) => !before.includes(id))
    return fresh.length > 0 ? Math.max(...fresh.map(([, duration]) => duration)) : 16
  }, known)
}

/** The middle value (the lower middle of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

import type { Page } from '@playwright/test'

/**
 * Does to the page what Chrome's and Google's page translation do once it has loaded: each piece
 * of text becomes two nested `<font>` elements holding it (the translation, here the same words),
 * and text that comes later is swapped too. React keeps pointing at the text nodes taken out.
 */
export async function translateLikeABrowser(page: Page): Promise<void> {
  await page.evaluate(() => {
    const swapText = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const found: Text[] = []
      while (walker.nextNode()) found.push(walker.currentNode as Text)
      for (const text of found) {
        const parent = text.parentElement
        if (!parent || !text.data.trim() || parent.closest('script, style, textarea, option, font')) continue
        const outer = document.createElement('font')
        outer.appendChild(document.createElement('font')).textContent = text.data
        parent.replaceChild(outer, text)
      }
    }
    swapText()
    new MutationObserver(swapText).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

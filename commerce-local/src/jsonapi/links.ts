/** `links.first/prev/next/last` of a list, keeping the other query parameters. */
export function pageLinks(url: URL, number: number, pageCount: number) {
  const at = (page: number) => {
    const link = new URL(url)
    link.searchParams.set('page[number]', String(page))
    return link.toString()
  }
  const last = Math.max(pageCount, 1)
  return {
    first: at(1),
    ...(number > 1 && { prev: at(Math.min(number - 1, last)) }),
    ...(number < pageCount && { next: at(number + 1) }),
    last: at(last),
  }
}

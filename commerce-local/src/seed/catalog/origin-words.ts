/**
 * Everything the demo shop sells comes from Italy, though few names say so: "vino italiano",
 * "italian wine" and "vin italien" found nothing. The forms a "contains every word" search
 * needs: "italiano", "italian", "italien", "italienne" and "italienische" are inside these.
 */
export const italianOriginWords: readonly string[] = [
  'Italia',
  'Italy',
  'Italie',
  'Italianos',
  'Italianas',
  'Italiani',
  'Italiane',
  'Italienischer',
  'Italienisches',
  'Italienischen',
  'Italiens',
  'Italiennes',
]

// "de" before a vowel, or the mute h of "huile", is "d’": the dictionaries are written so, but a
// message such as "le stock de {{p}}" meets the product's name only when it is filled in
// ("le stock de Amaretti" read as a typo). A letter before it means another word ("procède").
const deBeforeVowel = /(?<!\p{L})(d)e (?=[aeiouyàâäéèêëîïôöùûüÿœæ]|hui)/giu

/**
 * French text with "de" elided where the next word asks for it.
 *
 * @example elideFrench('Le stock de Amaretti di Saronno') // 'Le stock d’Amaretti di Saronno'
 * @example elideFrench('Une partie du contenu de Huile d’olive') // 'Une partie du contenu d’Huile d’olive'
 */
export function elideFrench(text: string): string {
  return text.replace(deBeforeVowel, '$1’')
}

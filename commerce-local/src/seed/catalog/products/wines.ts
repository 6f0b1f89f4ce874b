import type { Product } from '../product'

export const wines: Product[] = [
  {
    code: 'WINE-CHIANTI-CLASSICO-2021',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'red-wine',
    text: {
      it: [
        'Chianti Classico DOCG 2021',
        'Sangiovese del Gallo Nero: ciliegia, viola e una trama tannica vivace.',
      ],
      en: ['Chianti Classico DOCG 2021', 'Black Rooster Sangiovese: cherry, violet and lively tannins.'],
      de: [
        'Chianti Classico DOCG 2021',
        'Sangiovese vom Schwarzen Hahn: Kirsche, Veilchen und lebendige Tannine.',
      ],
      es: ['Chianti Classico DOCG 2021', 'Sangiovese del Gallo Negro: cereza, violeta y taninos vivos.'],
      fr: ['Chianti Classico DOCG 2021', 'Sangiovese du Coq Noir : cerise, violette et tanins vifs.'],
    },
    euroCents: 1850,
    weightGrams: 1300,
    stock: [48, 36],
  },
  {
    code: 'WINE-BAROLO-2019',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'red-wine',
    text: {
      it: ['Barolo DOCG 2019', 'Nebbiolo delle Langhe affinato tre anni: rosa, catrame e liquirizia.'],
      en: ['Barolo DOCG 2019', 'Langhe Nebbiolo aged three years: rose, tar and liquorice.'],
      de: ['Barolo DOCG 2019', 'Nebbiolo aus den Langhe, drei Jahre gereift: Rose, Teer und Lakritz.'],
      es: ['Barolo DOCG 2019', 'Nebbiolo de las Langhe con tres años de crianza: rosa, alquitrán y regaliz.'],
      fr: ['Barolo DOCG 2019', 'Nebbiolo des Langhe élevé trois ans : rose, goudron et réglisse.'],
    },
    euroCents: 4900,
    weightGrams: 1400,
    stock: [14, 9],
  },
  {
    code: 'WINE-BRUNELLO-2018',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'red-wine',
    text: {
      it: [
        'Brunello di Montalcino DOCG 2018',
        'Sangiovese grosso di lunga vita: frutti di bosco, cuoio e spezie dolci.',
      ],
      en: [
        'Brunello di Montalcino DOCG 2018',
        'Long-lived Sangiovese Grosso: forest fruit, leather and sweet spice.',
      ],
      de: [
        'Brunello di Montalcino DOCG 2018',
        'Langlebiger Sangiovese Grosso: Waldfrüchte, Leder und süße Gewürze.',
      ],
      es: [
        'Brunello di Montalcino DOCG 2018',
        'Sangiovese Grosso de larga guarda: frutos del bosque, cuero y especias dulces.',
      ],
      fr: [
        'Brunello di Montalcino DOCG 2018',
        'Sangiovese Grosso de longue garde : fruits des bois, cuir et épices douces.',
      ],
    },
    euroCents: 5900,
    compareAtEuroCents: 6900,
    weightGrams: 1400,
    stock: [2, 1],
  },
  {
    code: 'WINE-AMARONE-2019',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'red-wine',
    text: {
      it: [
        'Amarone della Valpolicella DOCG 2019',
        'Uve appassite in fruttaio: prugna secca, cacao e velluto.',
      ],
      en: [
        'Amarone della Valpolicella DOCG 2019',
        'From grapes dried on racks: prune, cocoa and a velvet texture.',
      ],
      de: [
        'Amarone della Valpolicella DOCG 2019',
        'Aus luftgetrockneten Trauben: Dörrpflaume, Kakao und samtige Textur.',
      ],
      es: [
        'Amarone della Valpolicella DOCG 2019',
        'De uvas pasificadas: ciruela pasa, cacao y textura aterciopelada.',
      ],
      fr: [
        'Amarone della Valpolicella DOCG 2019',
        'De raisins passerillés : pruneau, cacao et texture veloutée.',
      ],
    },
    euroCents: 4500,
    weightGrams: 1400,
    stock: [11, 15],
  },
  {
    code: 'WINE-PROSECCO-SUPERIORE',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'sparkling-wine',
    text: {
      it: [
        'Prosecco Superiore DOCG Valdobbiadene Extra Dry',
        'Bollicine di Glera dalle colline patrimonio UNESCO: mela, glicine e freschezza.',
      ],
      en: [
        'Prosecco Superiore DOCG Valdobbiadene Extra Dry',
        'Glera bubbles from the UNESCO hills: apple, wisteria and freshness.',
      ],
      de: [
        'Prosecco Superiore DOCG Valdobbiadene Extra Dry',
        'Glera-Perlage aus den UNESCO-Hügeln: Apfel, Glyzinie und Frische.',
      ],
      es: [
        'Prosecco Superiore DOCG Valdobbiadene Extra Dry',
        'Burbujas de Glera de las colinas UNESCO: manzana, glicinia y frescura.',
      ],
      fr: [
        'Prosecco Superiore DOCG Valdobbiadene Extra Dry',
        'Bulles de Glera des collines UNESCO : pomme, glycine et fraîcheur.',
      ],
    },
    euroCents: 1490,
    weightGrams: 1600,
    stock: [80, 55],
  },
  {
    code: 'WINE-VERMENTINO-GALLURA',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'white-wine',
    text: {
      it: [
        'Vermentino di Gallura DOCG 2023',
        'Bianco sardo sapido: agrumi, macchia mediterranea e un tocco di sale.',
      ],
      en: [
        'Vermentino di Gallura DOCG 2023',
        'Savoury Sardinian white: citrus, Mediterranean scrub and a touch of salt.',
      ],
      de: [
        'Vermentino di Gallura DOCG 2023',
        'Würziger Weißer aus Sardinien: Zitrus, Macchia und ein Hauch Salz.',
      ],
      es: [
        'Vermentino di Gallura DOCG 2023',
        'Blanco sardo sápido: cítricos, monte mediterráneo y un toque salino.',
      ],
      fr: [
        'Vermentino di Gallura DOCG 2023',
        'Blanc sarde salin : agrumes, maquis méditerranéen et une touche de sel.',
      ],
    },
    euroCents: 1690,
    weightGrams: 1300,
    stock: [22, 20],
  },
  {
    code: 'WINE-NERO-AVOLA-2022',
    category: 'wines',
    // A standard bottle, which the names, as on a wine list, do not say.
    netQuantity: { value: 750, unit: 'ml' },
    kind: 'red-wine',
    text: {
      it: ['Nero d’Avola Sicilia DOC 2022', 'Rosso solare: mora, carruba e spezie, morbido e rotondo.'],
      en: ['Nero d’Avola Sicilia DOC 2022', 'A sunny red: blackberry, carob and spice, soft and round.'],
      de: [
        'Nero d’Avola Sicilia DOC 2022',
        'Ein sonniger Roter: Brombeere, Johannisbrot und Gewürze, weich und rund.',
      ],
      es: ['Nero d’Avola Sicilia DOC 2022', 'Un tinto soleado: mora, algarroba y especias, suave y redondo.'],
      fr: ['Nero d’Avola Sicilia DOC 2022', 'Un rouge solaire : mûre, caroube et épices, souple et rond.'],
    },
    euroCents: 1190,
    compareAtEuroCents: 1390,
    weightGrams: 1300,
    stock: [40, 25],
  },
]

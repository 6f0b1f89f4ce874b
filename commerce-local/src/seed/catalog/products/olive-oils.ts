import type { Product } from '../product'

export const oliveOils: Product[] = [
  {
    code: 'OIL-EVO-TUSCANY-500',
    category: 'olive-oils',
    text: {
      it: [
        'Olio extravergine toscano IGP 500 ml',
        'Frantoiano e moraiolo spremuti a freddo: fruttato, con note di carciofo e un finale piccante.',
      ],
      en: [
        'Tuscan IGP extra virgin olive oil 500 ml',
        'Cold-pressed Frantoio and Moraiolo olives: fruity, with notes of artichoke and a peppery finish.',
      ],
      de: [
        'Toskanisches natives Olivenöl extra IGP 500 ml',
        'Kaltgepresste Frantoio- und Moraiolo-Oliven: fruchtig, mit Noten von Artischocke und pfeffrigem Abgang.',
      ],
      es: [
        'Aceite de oliva virgen extra toscano IGP 500 ml',
        'Aceitunas Frantoio y Moraiolo prensadas en frío: afrutado, con notas de alcachofa y un final picante.',
      ],
      fr: [
        'Huile d’olive vierge extra toscane IGP 500 ml',
        'Olives Frantoio et Moraiolo pressées à froid : fruitée, notes d’artichaut et finale poivrée.',
      ],
    },
    euroCents: 1890,
    weightGrams: 950,
    stock: [42, 18],
  },
  {
    code: 'OIL-EVO-CORATINA-750',
    category: 'olive-oils',
    text: {
      it: [
        'Olio extravergine di Coratina pugliese 750 ml',
        'Monocultivar dalla Murgia, ricco di polifenoli, amaro e piccante in equilibrio.',
      ],
      en: [
        'Apulian Coratina extra virgin olive oil 750 ml',
        'Single-variety oil from the Murgia, rich in polyphenols, bitter and peppery in balance.',
      ],
      de: [
        'Apulisches Coratina natives Olivenöl extra 750 ml',
        'Sortenreines Öl aus der Murgia, reich an Polyphenolen, herb und pfeffrig im Gleichgewicht.',
      ],
      es: [
        'Aceite de oliva virgen extra Coratina de Apulia 750 ml',
        'Monovarietal de la Murgia, rico en polifenoles, amargo y picante en equilibrio.',
      ],
      fr: [
        'Huile d’olive vierge extra Coratina des Pouilles 750 ml',
        'Monovariétale de la Murgia, riche en polyphénols, amertume et piquant équilibrés.',
      ],
    },
    euroCents: 2190,
    compareAtEuroCents: 2590,
    weightGrams: 1350,
    stock: [25, 30],
  },
  {
    code: 'OIL-EVO-NOCELLARA-500',
    category: 'olive-oils',
    text: {
      it: [
        'Olio extravergine di Nocellara del Belice 500 ml',
        'Dalla Sicilia occidentale: erba appena tagliata, pomodoro verde e mandorla.',
      ],
      en: [
        'Sicilian Nocellara del Belice extra virgin olive oil 500 ml',
        'From western Sicily: freshly cut grass, green tomato and almond.',
      ],
      de: [
        'Sizilianisches Nocellara del Belice natives Olivenöl extra 500 ml',
        'Aus Westsizilien: frisch gemähtes Gras, grüne Tomate und Mandel.',
      ],
      es: [
        'Aceite de oliva virgen extra Nocellara del Belice 500 ml',
        'Del oeste de Sicilia: hierba recién cortada, tomate verde y almendra.',
      ],
      fr: [
        'Huile d’olive vierge extra Nocellara del Belice 500 ml',
        'De l’ouest de la Sicile : herbe fraîchement coupée, tomate verte et amande.',
      ],
    },
    euroCents: 1690,
    weightGrams: 950,
    stock: [31, 12],
  },
  {
    code: 'OIL-LEMON-250',
    category: 'olive-oils',
    text: {
      it: [
        'Olio al limone di Sorrento 250 ml',
        'Olive e limoni di Sorrento franti insieme: perfetto su pesce e insalate.',
      ],
      en: [
        'Sorrento lemon olive oil 250 ml',
        'Olives and Sorrento lemons crushed together: perfect on fish and salads.',
      ],
      de: [
        'Olivenöl mit Sorrento-Zitrone 250 ml',
        'Oliven und Zitronen aus Sorrent gemeinsam gepresst: ideal zu Fisch und Salat.',
      ],
      es: [
        'Aceite de oliva al limón de Sorrento 250 ml',
        'Aceitunas y limones de Sorrento molidos juntos: perfecto con pescado y ensaladas.',
      ],
      fr: [
        'Huile d’olive au citron de Sorrente 250 ml',
        'Olives et citrons de Sorrente broyés ensemble : parfaite sur le poisson et les salades.',
      ],
    },
    euroCents: 990,
    weightGrams: 480,
    stock: [60, 40],
  },
  {
    code: 'OIL-EVO-TAGGIASCA-3L',
    category: 'olive-oils',
    text: {
      it: [
        'Olio extravergine di Taggiasca, latta da 3 l',
        'Il delicato olio ligure in formato famiglia: dolce, con sentori di pinolo.',
      ],
      en: [
        'Ligurian Taggiasca extra virgin olive oil, 3 l tin',
        'The gentle Ligurian oil in a family size: sweet, with hints of pine nut.',
      ],
      de: [
        'Ligurisches Taggiasca natives Olivenöl extra, 3-l-Kanister',
        'Das milde ligurische Öl im Familienformat: süßlich, mit Anklängen von Pinienkernen.',
      ],
      es: [
        'Aceite de oliva virgen extra Taggiasca de Liguria, lata de 3 l',
        'El delicado aceite de Liguria en formato familiar: dulce, con matices de piñón.',
      ],
      fr: [
        'Huile d’olive vierge extra Taggiasca, bidon de 3 l',
        'La douce huile ligure en format familial : suave, avec des notes de pignon.',
      ],
    },
    euroCents: 5490,
    compareAtEuroCents: 5990,
    weightGrams: 3200,
    stock: [1, 2],
  },
]

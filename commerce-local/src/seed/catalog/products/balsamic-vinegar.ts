import type { Product } from '../product'

export const balsamicVinegar: Product[] = [
  {
    code: 'VINEGAR-MODENA-IGP-250',
    category: 'balsamic-vinegar',
    text: {
      it: [
        'Aceto balsamico di Modena IGP 250 ml',
        'Mosto cotto e aceto di vino affinati in botte: agrodolce e versatile.',
      ],
      en: [
        'Balsamic vinegar of Modena IGP 250 ml',
        'Cooked must and wine vinegar aged in casks: sweet and sour, for everything.',
      ],
      de: [
        'Aceto Balsamico di Modena IGP 250 ml',
        'Gekochter Most und Weinessig im Fass gereift: süßsauer und vielseitig.',
      ],
      es: [
        'Vinagre balsámico de Módena IGP 250 ml',
        'Mosto cocido y vinagre de vino envejecidos en barrica: agridulce y versátil.',
      ],
      fr: [
        'Vinaigre balsamique de Modène IGP 250 ml',
        'Moût cuit et vinaigre de vin vieillis en fût : aigre-doux et polyvalent.',
      ],
    },
    euroCents: 890,
    weightGrams: 520,
    stock: [70, 45],
  },
  {
    code: 'VINEGAR-TRADIZIONALE-12',
    category: 'balsamic-vinegar',
    text: {
      it: [
        'Aceto balsamico tradizionale di Modena DOP 12 anni 100 ml',
        'Solo mosto cotto, dodici anni in batteria di botti: denso, complesso, da gustare a gocce.',
      ],
      en: [
        'Traditional balsamic vinegar of Modena DOP, 12 years, 100 ml',
        'Only cooked must, twelve years in a series of casks: dense, complex, to enjoy by the drop.',
      ],
      de: [
        'Traditioneller Aceto Balsamico di Modena DOP, 12 Jahre, 100 ml',
        'Nur gekochter Most, zwölf Jahre in Fassreihen: dicht, komplex, tropfenweise zu genießen.',
      ],
      es: [
        'Vinagre balsámico tradicional de Módena DOP, 12 años, 100 ml',
        'Solo mosto cocido, doce años en una batería de barricas: denso, complejo, para disfrutar gota a gota.',
      ],
      fr: [
        'Vinaigre balsamique traditionnel de Modène AOP, 12 ans, 100 ml',
        'Uniquement du moût cuit, douze ans en batterie de fûts : dense, complexe, à déguster goutte à goutte.',
      ],
    },
    euroCents: 6500,
    weightGrams: 400,
    stock: [2, 0],
  },
  {
    code: 'VINEGAR-GLAZE-150',
    category: 'balsamic-vinegar',
    text: {
      it: [
        'Glassa all’aceto balsamico 150 ml',
        'Una riduzione cremosa per decorare formaggi, carni e dessert.',
      ],
      en: ['Balsamic glaze 150 ml', 'A creamy reduction to finish cheese, meat and desserts.'],
      de: ['Balsamico-Creme 150 ml', 'Eine cremige Reduktion für Käse, Fleisch und Desserts.'],
      es: [
        'Crema de vinagre balsámico 150 ml',
        'Una reducción cremosa para decorar quesos, carnes y postres.',
      ],
      fr: [
        'Crème de vinaigre balsamique 150 ml',
        'Une réduction onctueuse pour napper fromages, viandes et desserts.',
      ],
    },
    euroCents: 590,
    weightGrams: 260,
    stock: [90, 60],
  },
]

import type { Product } from '../product'

export const sweets: Product[] = [
  {
    code: 'SWEET-CANTUCCI-250',
    category: 'sweets',
    text: {
      it: [
        'Cantucci toscani alle mandorle IGP 250 g',
        'Biscotti di Prato cotti due volte, da intingere nel Vin Santo.',
      ],
      en: ['Tuscan almond cantucci IGP 250 g', 'Twice-baked Prato biscuits, for dipping in Vin Santo.'],
      de: [
        'Toskanische Mandel-Cantucci IGP 250 g',
        'Zweimal gebackene Kekse aus Prato, zum Eintunken in Vin Santo.',
      ],
      es: [
        'Cantucci toscanos de almendra IGP 250 g',
        'Galletas de Prato horneadas dos veces, para mojar en Vin Santo.',
      ],
      fr: [
        'Cantucci toscans aux amandes IGP 250 g',
        'Biscuits de Prato cuits deux fois, à tremper dans le Vin Santo.',
      ],
    },
    euroCents: 590,
    weightGrams: 280,
    stock: [85, 60],
  },
  {
    code: 'SWEET-PANETTONE-1KG',
    category: 'sweets',
    text: {
      it: [
        'Panettone milanese artigianale 1 kg',
        'Lievito madre, canditi di arancia e uvetta: lievitazione di 36 ore.',
      ],
      en: ['Artisan Milanese panettone 1 kg', 'Sourdough, candied orange and raisins: a 36-hour rise.'],
      de: [
        'Handwerklicher Mailänder Panettone 1 kg',
        'Sauerteig, kandierte Orange und Rosinen: 36 Stunden Teigruhe.',
      ],
      es: [
        'Panettone milanés artesanal 1 kg',
        'Masa madre, naranja confitada y pasas: 36 horas de fermentación.',
      ],
      fr: [
        'Panettone milanais artisanal 1 kg',
        'Levain, orange confite et raisins secs : 36 heures de pousse.',
      ],
    },
    euroCents: 3290,
    weightGrams: 1300,
    stock: [0, 0],
  },
  {
    code: 'SWEET-BACI-DAMA-200',
    category: 'sweets',
    text: {
      it: ['Baci di dama piemontesi 200 g', 'Due cupole di nocciola unite da cioccolato fondente.'],
      en: ['Piedmontese baci di dama 200 g', 'Two hazelnut domes joined by dark chocolate.'],
      de: ['Piemontesische Baci di Dama 200 g', 'Zwei Haselnusskuppeln, verbunden mit dunkler Schokolade.'],
      es: ['Baci di dama del Piamonte 200 g', 'Dos cúpulas de avellana unidas con chocolate negro.'],
      fr: ['Baci di dama du Piémont 200 g', 'Deux dômes à la noisette unis par du chocolat noir.'],
    },
    euroCents: 690,
    weightGrams: 230,
    stock: [4, 0],
  },
  {
    code: 'SWEET-TORRONE-200',
    category: 'sweets',
    text: {
      it: ['Torrone morbido alle mandorle 200 g', 'Miele, albume e mandorle di Sicilia, avvolto in ostia.'],
      en: ['Soft almond nougat 200 g', 'Honey, egg white and Sicilian almonds, wrapped in wafer.'],
      de: ['Weicher Mandel-Torrone 200 g', 'Honig, Eiweiß und sizilianische Mandeln, in Oblate gehüllt.'],
      es: [
        'Turrón blando de almendras 200 g',
        'Miel, clara de huevo y almendras de Sicilia, envuelto en oblea.',
      ],
      fr: [
        'Nougat tendre aux amandes 200 g',
        'Miel, blanc d’œuf et amandes de Sicile, enveloppé de pain azyme.',
      ],
    },
    euroCents: 790,
    compareAtEuroCents: 950,
    weightGrams: 230,
    stock: [33, 27],
  },
  {
    code: 'SWEET-AMARETTI-200',
    category: 'sweets',
    text: {
      it: ['Amaretti di Saronno 200 g', 'Croccanti, con armelline e zucchero: l’accompagnamento del caffè.'],
      en: [
        'Amaretti di Saronno 200 g',
        'Crunchy, with apricot kernels and sugar: the companion of espresso.',
      ],
      de: [
        'Amaretti di Saronno 200 g',
        'Knusprig, mit Aprikosenkernen und Zucker: der Begleiter zum Espresso.',
      ],
      es: [
        'Amaretti di Saronno 200 g',
        'Crujientes, con almendra de albaricoque y azúcar: el compañero del café.',
      ],
      fr: [
        'Amaretti di Saronno 200 g',
        'Croquants, aux amandes d’abricot et au sucre : le compagnon de l’espresso.',
      ],
    },
    euroCents: 550,
    weightGrams: 230,
    stock: [58, 44],
  },
]

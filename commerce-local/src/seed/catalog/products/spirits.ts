import type { Product } from '../product'

export const spirits: Product[] = [
  {
    code: 'SPIRIT-GRAPPA-BAROLO',
    category: 'spirits',
    text: {
      it: [
        'Grappa di Barolo 50 cl',
        'Distillata a bagnomaria dalle vinacce di Nebbiolo: secca, floreale, elegante.',
      ],
      en: ['Grappa di Barolo 50 cl', 'Bain-marie distilled from Nebbiolo pomace: dry, floral and elegant.'],
      de: ['Grappa di Barolo 50 cl', 'Im Wasserbad aus Nebbiolo-Trester gebrannt: trocken, blumig, elegant.'],
      es: [
        'Grappa di Barolo 50 cl',
        'Destilada al baño maría de orujo de Nebbiolo: seca, floral y elegante.',
      ],
      fr: [
        'Grappa di Barolo 50 cl',
        'Distillée au bain-marie de marc de Nebbiolo : sèche, florale et élégante.',
      ],
    },
    euroCents: 3400,
    weightGrams: 1100,
    stock: [3, 1],
  },
  {
    code: 'SPIRIT-LIMONCELLO-SORRENTO',
    category: 'spirits',
    text: {
      it: [
        'Limoncello di Sorrento IGP 50 cl',
        'Scorze di limone ovale di Sorrento in infusione: da servire ghiacciato.',
      ],
      en: ['Limoncello di Sorrento IGP 50 cl', 'Infused peel of the oval Sorrento lemon: serve ice cold.'],
      de: [
        'Limoncello di Sorrento IGP 50 cl',
        'Aus der Schale der ovalen Sorrent-Zitrone: eiskalt servieren.',
      ],
      es: [
        'Limoncello di Sorrento IGP 50 cl',
        'Infusión de cáscara del limón ovalado de Sorrento: servir muy frío.',
      ],
      fr: [
        'Limoncello di Sorrento IGP 50 cl',
        'Zestes infusés du citron ovale de Sorrente : à servir glacé.',
      ],
    },
    euroCents: 1790,
    weightGrams: 1000,
    stock: [35, 20],
  },
  {
    code: 'SPIRIT-AMARO-SICILIANO',
    category: 'spirits',
    text: {
      it: [
        'Amaro siciliano alle erbe 70 cl',
        'Arancia amara, erbe dell’Etna e radici: il digestivo di fine pasto.',
      ],
      en: ['Sicilian herbal amaro 70 cl', 'Bitter orange, Etna herbs and roots: the after-dinner digestif.'],
      de: [
        'Sizilianischer Kräuter-Amaro 70 cl',
        'Bitterorange, Ätna-Kräuter und Wurzeln: der Digestif nach dem Essen.',
      ],
      es: [
        'Amaro siciliano de hierbas 70 cl',
        'Naranja amarga, hierbas del Etna y raíces: el digestivo de sobremesa.',
      ],
      fr: [
        'Amaro sicilien aux herbes 70 cl',
        'Orange amère, herbes de l’Etna et racines : le digestif de fin de repas.',
      ],
    },
    euroCents: 2490,
    weightGrams: 1300,
    stock: [18, 14],
  },
]

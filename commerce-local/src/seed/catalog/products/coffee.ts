import type { Product } from '../product'

export const coffee: Product[] = [
  {
    code: 'COFFEE-ESPRESSO-BEANS-1KG',
    category: 'coffee',
    kind: 'coffee-beans',
    text: {
      it: [
        'Caffè espresso in grani 1 kg',
        'Miscela 80% arabica tostata a legna: crema nocciola, note di cioccolato.',
      ],
      en: [
        'Espresso coffee beans 1 kg',
        'An 80% Arabica blend, wood-roasted: hazelnut crema and notes of chocolate.',
      ],
      de: [
        'Espresso-Bohnen 1 kg',
        'Mischung mit 80 % Arabica, holzgeröstet: haselnussfarbene Crema, Schokoladennoten.',
      ],
      es: [
        'Café espresso en grano 1 kg',
        'Mezcla 80 % arábica tostada con leña: crema avellana y notas de chocolate.',
      ],
      fr: [
        'Café espresso en grains 1 kg',
        'Mélange 80 % arabica torréfié au bois : crème noisette et notes de chocolat.',
      ],
    },
    euroCents: 2490,
    compareAtEuroCents: 2890,
    weightGrams: 1050,
    stock: [38, 26],
  },
  {
    code: 'COFFEE-MOKA-GROUND-250',
    category: 'coffee',
    kind: 'ground-coffee',
    text: {
      it: ['Caffè macinato per moka 250 g', 'Macinatura media pensata per la caffettiera di casa.'],
      en: ['Ground coffee for moka pot 250 g', 'A medium grind made for the stovetop moka pot.'],
      de: ['Gemahlener Kaffee für die Moka 250 g', 'Mittlere Mahlung, gemacht für die Espressokanne.'],
      es: ['Café molido para moka 250 g', 'Molienda media pensada para la cafetera italiana.'],
      fr: ['Café moulu pour cafetière moka 250 g', 'Une mouture moyenne pensée pour la cafetière italienne.'],
    },
    euroCents: 690,
    weightGrams: 270,
    stock: [110, 90],
  },
  {
    code: 'COFFEE-NAPOLETANA-500',
    category: 'coffee',
    kind: 'coffee-beans',
    text: {
      it: [
        'Miscela napoletana in grani 500 g',
        'Arabica e robusta per un espresso corposo e intenso, come al bar.',
      ],
      en: [
        'Neapolitan blend coffee beans 500 g',
        'Arabica and Robusta for a full-bodied, intense espresso, just like in an Italian café.',
      ],
      de: [
        'Neapolitanische Mischung, Bohnen 500 g',
        'Arabica und Robusta für einen vollmundigen, intensiven Espresso wie in der Bar.',
      ],
      es: [
        'Mezcla napolitana en grano 500 g',
        'Arábica y robusta para un espresso con cuerpo e intenso, como en el bar.',
      ],
      fr: [
        'Mélange napolitain en grains 500 g',
        'Arabica et robusta pour un espresso corsé et intense, comme au comptoir.',
      ],
    },
    euroCents: 1390,
    weightGrams: 530,
    stock: [45, 30],
  },
  {
    code: 'COFFEE-DECAF-250',
    category: 'coffee',
    kind: 'ground-coffee',
    text: {
      it: ['Caffè decaffeinato macinato 250 g', 'Decaffeinato ad acqua: tutto l’aroma, senza caffeina.'],
      en: [
        'Decaffeinated ground coffee 250 g',
        'Water-process decaf: all of the aroma, none of the caffeine.',
      ],
      de: [
        'Entkoffeinierter gemahlener Kaffee 250 g',
        'Mit Wasser entkoffeiniert: das ganze Aroma, ohne Koffein.',
      ],
      es: ['Café descafeinado molido 250 g', 'Descafeinado al agua: todo el aroma, sin cafeína.'],
      fr: ['Café décaféiné moulu 250 g', 'Décaféiné à l’eau : tout l’arôme, sans la caféine.'],
    },
    euroCents: 790,
    weightGrams: 270,
    stock: [28, 22],
  },
]

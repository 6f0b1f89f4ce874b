import type { Product } from '../product'

export const pasta: Product[] = [
  {
    code: 'PASTA-SPAGHETTI-GRAGNANO-500',
    category: 'pasta',
    text: {
      it: [
        'Spaghetti di Gragnano IGP 500 g',
        'Trafilati al bronzo ed essiccati lentamente: ruvidi, trattengono ogni sugo.',
      ],
      en: ['Gragnano IGP spaghetti 500 g', 'Bronze-cut and slowly dried: rough enough to hold every sauce.'],
      de: [
        'Spaghetti aus Gragnano IGP 500 g',
        'Bronzegezogen und langsam getrocknet: rau genug für jede Soße.',
      ],
      es: [
        'Espaguetis de Gragnano IGP 500 g',
        'Trefilados en bronce y secados lentamente: rugosos, retienen cualquier salsa.',
      ],
      fr: [
        'Spaghetti de Gragnano IGP 500 g',
        'Tréfilés au bronze et séchés lentement : rugueux, ils retiennent toutes les sauces.',
      ],
    },
    euroCents: 390,
    weightGrams: 520,
    stock: [200, 150],
  },
  {
    code: 'PASTA-PACCHERI-500',
    category: 'pasta',
    text: {
      it: ['Paccheri di Gragnano IGP 500 g', 'Grandi maniche da farcire o da condire con ragù di pesce.'],
      en: ['Gragnano IGP paccheri 500 g', 'Large tubes to stuff or to dress with a seafood ragù.'],
      de: ['Paccheri aus Gragnano IGP 500 g', 'Große Röhren zum Füllen oder mit Meeresfrüchte-Ragù.'],
      es: [
        'Paccheri de Gragnano IGP 500 g',
        'Grandes tubos para rellenar o para acompañar con ragú de pescado.',
      ],
      fr: ['Paccheri de Gragnano IGP 500 g', 'De grands tubes à farcir ou à napper d’un ragù de la mer.'],
    },
    euroCents: 420,
    weightGrams: 520,
    stock: [120, 80],
  },
  {
    code: 'PASTA-TAGLIATELLE-UOVO-250',
    category: 'pasta',
    text: {
      it: [
        'Tagliatelle all’uovo emiliane 250 g',
        'Sfoglia tirata con uova fresche: la base del ragù bolognese.',
      ],
      en: ['Emilian egg tagliatelle 250 g', 'Rolled with fresh eggs: the classic base of a Bolognese ragù.'],
      de: [
        'Emilianische Eier-Tagliatelle 250 g',
        'Mit frischen Eiern ausgerollt: wie gemacht für Ragù alla Bolognese.',
      ],
      es: [
        'Tagliatelle al huevo de Emilia-Romaña 250 g',
        'Masa estirada con huevos frescos: la base del ragú boloñés.',
      ],
      fr: [
        'Tagliatelles aux œufs d’Émilie-Romagne 250 g',
        'Pâte abaissée aux œufs frais : la base du ragù bolognais.',
      ],
    },
    euroCents: 450,
    weightGrams: 270,
    stock: [64, 40],
  },
  {
    code: 'PASTA-ORECCHIETTE-500',
    category: 'pasta',
    text: {
      it: [
        'Orecchiette pugliesi 500 g',
        'Semola di grano duro pugliese, per le cime di rapa della tradizione.',
      ],
      en: ['Apulian orecchiette 500 g', 'Apulian durum wheat semolina, made for traditional turnip tops.'],
      de: ['Apulische Orecchiette 500 g', 'Aus apulischem Hartweizengrieß, wie gemacht für Cime di Rapa.'],
      es: ['Orecchiette de Apulia 500 g', 'Sémola de trigo duro de Apulia, para los grelos de la tradición.'],
      fr: [
        'Orecchiette des Pouilles 500 g',
        'Semoule de blé dur des Pouilles, pour les feuilles de navet de la tradition.',
      ],
    },
    euroCents: 380,
    weightGrams: 520,
    stock: [90, 70],
  },
  {
    code: 'PASTA-TROFIE-500',
    category: 'pasta',
    text: {
      it: ['Trofie liguri 500 g', 'Piccole spirali attorcigliate a mano, nate per il pesto genovese.'],
      en: ['Ligurian trofie 500 g', 'Small hand-rolled twists, born for Genoese pesto.'],
      de: [
        'Ligurische Trofie 500 g',
        'Kleine, von Hand gedrehte Spiralen, wie geschaffen für Pesto Genovese.',
      ],
      es: ['Trofie de Liguria 500 g', 'Pequeñas espirales enrolladas a mano, nacidas para el pesto genovés.'],
      fr: ['Trofie de Ligurie 500 g', 'Petites torsades roulées à la main, nées pour le pesto génois.'],
    },
    euroCents: 410,
    compareAtEuroCents: 490,
    weightGrams: 520,
    stock: [75, 0],
  },
]

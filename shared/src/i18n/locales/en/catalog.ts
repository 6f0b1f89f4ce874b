import type { Messages } from '../../types'

/**
 * mfe-catalog: listing, categories, product and bundle pages, search.
 * Prices, dates and ranges reach these texts already formatted (formatMoney, formatDateRange).
 */
export const catalog = {
  listing: {
    title: 'All products',
    productCount_one: '{{count, number}} product',
    productCount_other: '{{count, number}} products',
    empty: 'There are no products in this section yet.',
  },
  categories: {
    title: 'Categories',
    all: 'All categories',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
    pastTheEnd: 'There is no page {{page}}: the list ends at page {{pages}}.',
    // A later page's title in the tab and the history, and what a screen reader announces on paging.
    titleOnPage: '{{title}}, page {{page}}',
    firstPage: 'Go to the first page',
  },
  card: {
    sale: 'Sale',
    /** A listing's product with none left in stock. */
    soldOut: 'Sold out',
    /**
     * A listing's product with a few left, as short as a phone's card holds on one line; the product
     * page's words (product.availability.lowStock) go with it to a screen reader.
     */
    fewLeft_one: 'Only {{count, number}} left',
    fewLeft_other: 'Only {{count, number}} left',
    bundle: 'Gift box',
    /** The heading over several boxes (home, search). */
    bundles: 'Gift boxes',
  },
  product: {
    compareAt: 'Was {{price}}',
    discount: '−{{percent}}%',
    vatIncluded: 'VAT included',
    taxesExcluded: 'Taxes excluded, calculated at checkout',
    exciseIncluded: 'Excise duty included',
    /** Under the price of a wine, a spirit, or a box holding one. */
    alcoholNotice: 'Contains alcohol: sold only to adults of legal drinking age.',
    /** The price per litre or kilo beside the price, as EU shops show it for food and drink. */
    unitPrice: { litre: '{{price}} per litre', kilo: '{{price}} per kg' },
    sku: 'Code {{code}}',
    description: 'Description',
    options: 'Options',
    cardMessageInCart: 'Write your message in the cart.',
    quantity: 'Quantity',
    /** Said once − or + has changed the quantity: the field beside them is not read out. */
    quantityNow: 'Quantity {{quantity}}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    addToCart: 'Add to cart',
    addCount: 'Add {{count, number}} to cart',
    adding: 'Adding…',
    addingSlow: 'Still adding: this is taking longer than usual.',
    added: 'Added to cart',
    viewCart: 'View cart',
    quantityInvalid: 'Enter a quantity from 1 to {{max}}',
    maxPieces_one: 'Only {{count, number}} piece can be added',
    maxPieces_other: 'Up to {{count, number}} pieces can be added',
    itemLimitMore_one: 'Only {{count, number}} more piece of {{p}} fits in your cart.',
    itemLimitMore_other: 'Only {{count, number}} more pieces of {{p}} fit in your cart.',
    itemLimitReached: 'Your cart already holds the maximum quantity of {{p}}.',
    stockLimitMore_one:
      'With what is in stock, your cart has room for only {{count, number}} more piece of {{p}}.',
    stockLimitMore_other:
      'With what is in stock, your cart has room for only {{count, number}} more pieces of {{p}}.',
    stockLimitReached: 'All we have in stock of {{p}} is already in your cart.',
    stockLimitReachedBox: 'Your cart already holds all the stock we have of the products in {{p}}.',
    // Stock gone since the page read it (bought by someone else), none of it in this cart.
    soldOutNow: '{{p}} has just sold out.',
    soldOutNowBox: 'One of the products in {{p}} has just sold out.',
    availability: {
      inStock: 'In stock, ready to ship',
      lowStock_one: 'Only {{count, number}} left',
      lowStock_other: 'Only {{count, number}} left',
      outOfStock: 'Out of stock',
      notSold: 'Not on sale in this country',
    },
    delivery: {
      title: 'Delivery',
      range: 'Expected {{range}}',
      workingDays: 'In {{days}} working days',
      shippingPrice: 'Shipping {{price}}',
      shippingFreeOver: 'Shipping {{price}}, free from {{amount}}',
      shippingFree: 'Free shipping',
    },
  },
  bundle: {
    whatsInTheBox: 'What’s in the box',
    itemCount_one: '{{count, number}} item',
    itemCount_other: '{{count, number}} items',
    line: '{{quantity}} × {{name}}',
    // Under an item of a sold-out box: the one it waits for.
    itemShort: 'Out of stock',
    saving: 'You save {{amount}}',
  },
  search: {
    label: 'Search products',
    placeholder: 'Olive oil, wine, pasta…',
    submit: 'Search',
    inProgress: 'Searching…',
    resultsFor: 'Results for “{{query}}”',
    resultCount_one: '{{count, number}} result',
    resultCount_other: '{{count, number}} results',
    noResults: 'No results for “{{query}}”',
    hint: 'Check the spelling or try a more general word.',
    /** Under “no results”, over the category chips: a way on from a dead end. */
    browseInstead: 'Or browse a category',
  },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
} as const satisfies Messages

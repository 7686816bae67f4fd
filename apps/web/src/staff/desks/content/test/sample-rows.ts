/** One stored record per kind, as the staff API lists it (the shared Staff*Schema shapes). */
const three = (prefix: string, text: string) => ({
  [`${prefix}_ar`]: `${text} ar`,
  [`${prefix}_en`]: `${text} en`,
  [`${prefix}_ur`]: `${text} ur`,
});

export const SAMPLE_ROWS = {
  faq: {
    id: 4,
    category: 'general',
    sortOrder: 2,
    ...three('question', 'Fees?'),
    ...three('answer', 'None.'),
  },
  offers: {
    id: 7,
    market: 'egypt',
    validUntil: null,
    sortOrder: 3,
    ...three('title', 'Egypt week'),
    ...three('body', 'Lower fees.'),
  },
  banners: {
    id: 3,
    ...three('title', 'Rates'),
    ...three('alt', 'Rates alt'),
    desktopImage: '/media/banners/rates.svg',
    mobileImage: '/media/banners/rates-mobile.svg',
    linkUrl: '/rates',
    targetBlank: false,
    sortOrder: 10,
    validFrom: null,
    validUntil: '2026-12-31',
    published: false,
  },
  posts: {
    id: 9,
    ...three('title', 'New branch'),
    ...three('body', 'Opened.'),
    img: 'https://www.youtube.com/watch?v=abc',
    date: '2026-03-01',
    published: true,
    validFrom: null,
    validUntil: null,
  },
  partners: {
    id: 5,
    name: 'Western Union',
    img: '/media/partners/wu.svg',
    width: 260,
    linkUrl: null,
    sortOrder: 1,
    published: true,
  },
};

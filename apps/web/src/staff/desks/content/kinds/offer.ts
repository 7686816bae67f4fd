import { OFFER_MARKETS, OfferEditSchema, StaffOfferSchema } from '@waha/shared';
import { defineKind } from './kind';

/** Offers: title and text in three languages, the market they are for and the last day shown. */
export const offerKind = defineKind({
  area: 'offers',
  section: 'offers',
  item: StaffOfferSchema,
  edit: OfferEditSchema,
  languageFields: [
    { name: 'title', label: 'offers.titleField' },
    { name: 'body', label: 'offers.body', rows: 4 },
  ],
  layout: 3,
  fields: [
    {
      input: 'select',
      name: 'market',
      label: 'offers.market',
      options: OFFER_MARKETS,
      labels: 'offers.markets',
    },
    { input: 'date', name: 'validUntil', label: 'offers.validUntil' },
    { input: 'number', name: 'sortOrder', label: 'offers.order', initial: '100' },
  ],
  columns: ['title', 'market', 'sortOrder'],
  sortable: ['market', 'sortOrder'],
  removable: true,
});

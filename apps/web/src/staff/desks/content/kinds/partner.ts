import { PartnerEditSchema, StaffPartnerSchema } from '@waha/shared';
import { defineKind } from './kind';

/** Partner logos on the home page strip: a name (one language), logo, display width, link, order. */
export const partnerKind = defineKind({
  area: 'partners',
  section: 'partners',
  item: StaffPartnerSchema,
  edit: PartnerEditSchema,
  fields: [
    { input: 'text', name: 'name', label: 'partners.name', required: true },
    { input: 'text', name: 'linkUrl', label: 'banners.link', ltr: true },
    { input: 'image', name: 'img', label: 'partners.logo', upload: 'partners.upload' },
    { input: 'number', name: 'width', label: 'partners.width', initial: '260' },
    { input: 'number', name: 'sortOrder', label: 'banners.order', initial: '10' },
  ],
  columns: ['name', 'sortOrder'],
  sortable: ['name', 'sortOrder'],
  publishable: true,
  removable: true,
});

import { BannerEditSchema, StaffBannerSchema } from '@waha/shared';
import { defineKind } from './kind';

/** Home page banners: a desktop and a mobile image, title and image text in three languages. */
export const bannerKind = defineKind({
  area: 'banners',
  section: 'banners',
  item: StaffBannerSchema,
  edit: BannerEditSchema,
  languageFields: [
    { name: 'title', label: 'banners.titleField' },
    { name: 'alt', label: 'banners.alt' },
  ],
  fields: [
    {
      input: 'image',
      name: 'desktopImage',
      label: 'banners.desktopImage',
      upload: 'banners.desktopImageUpload',
    },
    {
      input: 'image',
      name: 'mobileImage',
      label: 'banners.mobileImage',
      upload: 'banners.mobileImageUpload',
    },
    { input: 'text', name: 'linkUrl', label: 'banners.link', ltr: true },
    { input: 'checkbox', name: 'targetBlank', label: 'banners.newTab' },
    { input: 'number', name: 'sortOrder', label: 'banners.order', initial: '10' },
  ],
  validity: true,
  columns: ['title', 'sortOrder'],
  sortable: ['sortOrder'],
  preview: { image: 'desktopImage', title: 'title', alt: 'alt', shape: 'banner' },
  publishable: true,
  removable: true,
});

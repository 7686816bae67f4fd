import { PostEditSchema, riyadhDate, StaffPostSchema } from '@waha/shared';
import { defineKind } from './kind';

/**
 * News posts: title and text in three languages, an image (or a video's https address), the
 * publication date (today in Riyadh for a new post) and validity dates. Posts are unpublished,
 * not removed.
 */
export const postKind = defineKind({
  area: 'posts',
  section: 'posts',
  item: StaffPostSchema,
  edit: PostEditSchema,
  defaultSort: '-date',
  languageFields: [
    { name: 'title', label: 'posts.titleField' },
    { name: 'body', label: 'posts.body', rows: 5 },
  ],
  fields: [
    { input: 'image', name: 'img', label: 'posts.image', upload: 'posts.upload' },
    { input: 'date', name: 'date', label: 'posts.date', required: true, initial: () => riyadhDate() },
  ],
  validity: true,
  columns: ['title', 'date'],
  sortable: ['date'],
  preview: { image: 'img', title: 'title', body: 'body', shape: 'post' },
  publishable: true,
});

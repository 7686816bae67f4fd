import { rowSelectionFeature, tableFeatures } from '@tanstack/react-table';

/**
 * The only feature the table itself runs is row selection: sorting and paging are the server's
 * (the sortable headings and PagingBar), so the table renders the page it is given as is.
 */
export const FEATURES = tableFeatures({ rowSelectionFeature });
export type Features = typeof FEATURES;

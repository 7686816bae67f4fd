export { bannerKind } from './banner';
export { faqKind } from './faq';
export { offerKind } from './offer';
export { partnerKind } from './partner';
export { postKind } from './post';
export type { ContentKind, KindField } from './kind';

import { ContentDesk } from './content-desk';
import { bannerKind, faqKind, offerKind, partnerKind, postKind } from './kinds';

// One component per route, so the staff router mounts /staff/faq, /staff/offers, ... by name.
export const FaqDesk = () => <ContentDesk kind={faqKind} />;
export const OffersDesk = () => <ContentDesk kind={offerKind} />;
export const BannersDesk = () => <ContentDesk kind={bannerKind} />;
export const PostsDesk = () => <ContentDesk kind={postKind} />;
export const PartnersDesk = () => <ContentDesk kind={partnerKind} />;

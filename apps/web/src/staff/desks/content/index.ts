export { BannersDesk, FaqDesk, OffersDesk, PartnersDesk, PostsDesk } from './content-desks';

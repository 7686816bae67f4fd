import { brand } from '@waha/shared';
import { CalculatorWidget, RateBoard } from '../../features/calculator';
import {
  BannerCarousel,
  BranchesSection,
  NewsSlider,
  PartnerStrip,
  ServiceCards,
  StatsRow,
  useCustomerServiceChat,
  useHashScroll,
} from '../../features/home';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/**
 * The home page is composed here, in the app layer, because it brings several features together
 * (features never import each other).
 */
export function HomePage() {
  useDocumentTitle();
  const language = useLanguage();
  useHashScroll();
  useCustomerServiceChat();
  return (
    <>
      <h1 className="sr-only">{brand.companyName[language]}</h1>
      <BannerCarousel />
      <CalculatorWidget />
      <StatsRow />
      <RateBoard />
      <ServiceCards />
      <BranchesSection />
      <NewsSlider />
      <PartnerStrip speed="normal" />
    </>
  );
}

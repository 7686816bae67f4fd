import { HomeIntro } from '../../features/home';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The home page is composed here, in the app layer, because it brings several features together
 * (features never import each other).
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeIntro />
      {/* calculator widget (features/calculator) goes here, below the banner carousel */}
    </>
  );
}

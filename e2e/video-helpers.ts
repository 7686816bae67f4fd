import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const VIDEO_HOST = 'www.youtube-nocookie.com';

/** Answers the privacy-enhanced player's requests with a stand-in page: no internet in tests. */
export async function stubVideoPlayer(page: Page): Promise<void> {
  await page.route(`https://${VIDEO_HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>player</title><p>player</p></html>',
    }),
  );
}

/**
 * axe over the page with the player mounted, every impact: the frame element itself (its title)
 * is checked, the document inside it is not: in production it is the video host's page, here a
 * stand-in, and neither is ours to judge. The whole page: combined with an include, axe went on
 * reading inside the frame in one run of two.
 */
export async function expectAccessibleWithPlayer(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).exclude([`iframe[src^="https://${VIDEO_HOST}/"]`, 'html']);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

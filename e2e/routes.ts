/**
 * Every public screen the router serves (apps/web/src/app/routes.tsx), with a concrete path for
 * parameterised routes. The call-button and link-crawl specs walk this list; a route added to the
 * router and not here fails the crawl (it finds a link to a path this list does not know).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/rates',
  '/rates/history',
  '/rates/alerts/stop',
  '/services',
  '/offers',
  '/posts',
  '/posts/1',
  '/faq',
  '/about-us',
  '/app-info',
  '/celebrations',
  '/prize',
  '/links',
  '/Y',
  '/E',
  '/I',
  '/isa',
  '/information-protection',
  '/privacy-policy',
  '/terms-and-conditions',
  '/inquiry',
  '/change-name',
  '/cancel',
  '/statement',
  '/vat',
  '/interview-summary',
  '/support',
  '/ticket',
  '/call-request',
  '/rate',
  '/job-application',
  '/abnaa-job-application',
] as const;

/**
 * Routed screens without header, footer or call button: /app (the app page), /login (the customers'
 * forms) and /whatsapp (a redirect, left out: it leaves the site).
 */
export const BARE_ROUTES = ['/app', '/login'] as const;

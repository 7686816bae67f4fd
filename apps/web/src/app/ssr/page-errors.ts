import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { pageErrorResponse } from '../layout/page-error';

/** The status of a thrown failure when the server gave no rule (tests, the dev server). */
const INTERNAL = (): number => 500;

export interface PageErrorOptions {
  requestId: string | null;
  errorStatus?: (error: unknown) => number;
}

export interface ShownPage {
  context: StaticHandlerContext;
  /** The failure the page stands for, for the server's log (never rendered). */
  failure?: unknown;
}

/**
 * The loaders' failures as the error page will show them: each replaced by an error response that
 * carries only a status and the request id, so neither the HTML nor the hydration data can hold
 * the failure's text (a database's message, a stack). A deliberate answer (a loader's 404) keeps
 * its status and is no failure; anything else gets the server's status (500, 503...) and is
 * returned for the log.
 */
export function withPageErrors(
  context: StaticHandlerContext,
  { requestId, errorStatus = INTERNAL }: PageErrorOptions,
): ShownPage {
  if (!context.errors) return { context };
  let failure: unknown;
  let status = 0;
  const errors: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(context.errors)) {
    const answered = isRouteErrorResponse(error);
    if (!answered) failure ??= error;
    const shown = answered ? error.status : errorStatus(error);
    status = Math.max(status, shown);
    errors[routeId] = pageErrorResponse(shown, requestId);
  }
  return { context: { ...context, errors, statusCode: status }, ...(failure !== undefined && { failure }) };
}

/** Routes that can show a render failure, the page's own boundary first, then the layout's. */
function boundariesOf(context: StaticHandlerContext): string[] {
  return context.matches
    .filter((match) => match.route.ErrorBoundary != null)
    .map((match) => match.route.id)
    .reverse();
}

/**
 * Renders the page; if the render itself fails (a component threw: React does not run error
 * boundaries on the server), renders the error page in the page's boundary instead, and failing
 * that in the layout's. Only when every boundary fails does the failure reach the caller.
 */
export async function renderOrErrorPage(
  page: ShownPage,
  options: PageErrorOptions,
  renderHtml: (context: StaticHandlerContext) => Promise<string>,
): Promise<ShownPage & { html: string }> {
  try {
    return { ...page, html: await renderHtml(page.context) };
  } catch (error) {
    const status = (options.errorStatus ?? INTERNAL)(error);
    for (const routeId of boundariesOf(page.context)) {
      const context: StaticHandlerContext = {
        ...page.context,
        statusCode: status,
        errors: { [routeId]: pageErrorResponse(status, options.requestId) },
      };
      try {
        return { context, failure: page.failure ?? error, html: await renderHtml(context) };
      } catch {
        // This boundary failed too: the next one up.
      }
    }
    throw error;
  }
}

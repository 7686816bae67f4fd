import fp from 'fastify-plugin';

/** The public content areas a staff write can change. */
export type ContentArea = 'posts' | 'banners' | 'faqs' | 'offers' | 'pages' | 'partners' | 'branches';

export interface ContentChanges {
  /** Called by every content write after it commits. */
  notify(area: ContentArea): void;
  /** Anything caching public content answers (e.g. a server-side render cache) listens here. */
  subscribe(listener: (area: ContentArea) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/**
 * The one place a content change is announced, so a cache of public answers can be dropped the
 * moment staff publish, instead of waiting for its time to live. A listener's failure is logged
 * and never undoes the write.
 */
export const contentChangesPlugin = fp(
  async (app) => {
    const listeners: ((area: ContentArea) => void)[] = [];
    app.decorate('contentChanges', {
      notify(area) {
        for (const listener of listeners) {
          try {
            listener(area);
          } catch (error) {
            app.log.warn({ err: error, area }, 'content change listener failed');
          }
        }
      },
      subscribe(listener) {
        listeners.push(listener);
      },
    });
  },
  { name: 'content-changes' },
);

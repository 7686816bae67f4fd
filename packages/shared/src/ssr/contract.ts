import type { OfferMarket } from '../content-kinds.js';
import type { Language } from '../i18n/languages.js';
import type {
  Banner,
  Faq,
  HomeBranch,
  Offer,
  Page,
  PageSlug,
  Partner,
  Post,
  PostsPage,
  Tutorial,
} from '../schemas/content.js';
import type { RateHistoryQuery, RateHistoryResponse } from '../schemas/rate-history.js';
import type { ExchangeRateRow } from '../schemas/rates.js';

/** A branch's rates as GET /api/exchangeRates answers them: the rows, and the newest update time. */
export interface BranchRatesSnapshot {
  rows: ExchangeRateRow[];
  /** ISO time of the newest rate (the API's updated-at header); null when the branch has none. */
  updatedAt: string | null;
}

/**
 * What the server hands the web app's server entry for one page: the same content the public API
 * answers, read through the API's own service functions (no HTTP request to itself).
 * `null` means "not found" (the page then renders its own not-found state).
 */
export interface SsrContentSource {
  banners(language: Language): Promise<Banner[]>;
  /** The first page of news posts (the home slider and /posts as first rendered). */
  posts(): Promise<PostsPage>;
  post(id: number): Promise<Post | null>;
  partners(): Promise<Partner[]>;
  branches(): Promise<HomeBranch[]>;
  faqs(): Promise<Faq[]>;
  offers(market?: OfferMarket): Promise<Offer[]>;
  tutorials(): Promise<Tutorial[]>;
  page(slug: PageSlug): Promise<Page | null>;
  /** One branch's rate of one currency over a range (/rates/history); null: no such branch. */
  rateHistory(query: RateHistoryQuery): Promise<RateHistoryResponse | null>;
  /** One branch's rates (the /rates board's rows); null: no such branch. */
  exchangeRates(branch: number): Promise<BranchRatesSnapshot | null>;
}

export interface SsrRenderInput {
  /** Path and query of the request, e.g. "/faq?tab=app". */
  url: string;
  /** Absolute origin used for canonical and alternate links, e.g. "https://waha.example". */
  origin: string;
  language: Language;
  content: SsrContentSource;
  /**
   * The visitor's browser holds the Nastaliq fonts (NASTALIQ_COOKIE): an Urdu page preloads them
   * from its cache and is set in them; otherwise it is set in naskh (urdu-script.ts).
   */
  nastaliq?: boolean;
  /**
   * A message the page shows above its content. `formNotSent`: the request was a form's own
   * post (scripts off, or a tap before the page was live); its fields were thrown away unread.
   */
  notice?: PageNotice;
  /**
   * The request's id (the `x-request-id` answer header): an error page shows it, so a customer can
   * quote it to support and it finds the server's log line.
   */
  requestId?: string;
  /**
   * The status of a page whose data or render failed (the server's `pageErrorStatus`: 404 for an
   * address no row can match, 503 for a dependency outage, else 500). Without it: 500.
   */
  errorStatus?: (error: unknown) => number;
}

/** Messages the server can ask a rendered page to show (see SsrRenderInput.notice). */
export type PageNotice = 'formNotSent';

export type SsrRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, description, canonical, alternates, Open Graph, robots, preloads. */
      head: string;
      /** The rendered app, for <div id="root">. */
      html: string;
      /** The hydration data as JSON (already safe to place inside a <script type="application/json">). */
      data: string;
      /**
       * What made the page an error page (a loader's or the render's failure), for the server's
       * log only: the page itself never carries its text or stack (ADR 2704).
       */
      failure?: unknown;
    };

export type SsrRender = (input: SsrRenderInput) => Promise<SsrRenderResult>;

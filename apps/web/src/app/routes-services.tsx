import { BARE, WITH_CHROME, type AppRoute } from './route-types';

/**
 * The routes of the services a customer uses (remittances, tickets, forms, careers, the tax
 * invoice), after the public pages of routes.tsx; the order is the header's navigation order.
 */
export const SERVICE_ROUTES: AppRoute[] = [
  // Remittance services and the tax invoice (issue 5).
  {
    path: '/inquiry',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/inquiry-page')).InquiryPage,
    }),
  },
  {
    path: '/change-name',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/change-name-page')).ChangeNamePage,
    }),
  },
  {
    path: '/cancel',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/remittance/routes/cancel-page')).CancelPage }),
  },
  {
    path: '/statement',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/remittance/routes/statement-page')).StatementPage,
    }),
  },
  // Support tickets (issue 12).
  {
    path: '/support',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/tickets/routes/support-page')).SupportPage }),
  },
  // Careers, HR side (issue 14): the interviewer's evaluation, an internal form kept out of search.
  {
    path: '/interview-summary',
    handle: { layout: WITH_CHROME, noindex: true },
    lazy: async () => ({
      Component: (await import('../features/interview/routes/interview-page')).InterviewPage,
    }),
  },
  {
    path: '/ticket',
    handle: { layout: WITH_CHROME, noindex: true },
    lazy: async () => ({ Component: (await import('../features/tickets/routes/ticket-page')).TicketPage }),
  },
  // Interim page until the call-back form exists (issue 12): a real contact route, so the call
  // button never lands a visitor on the home page.
  // The call request and the branch rating (issue 12).
  {
    path: '/call-request',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/calls/routes/call-request-page')).CallRequestPage,
    }),
  },
  // The customers' login area (issue 13): per-person, so never indexed nor server-rendered data.
  {
    path: '/login',
    handle: { noindex: true, layout: BARE },
    lazy: async () => ({
      Component: (await import('../features/customer-forms/routes/login-page')).LoginPage,
    }),
  },
  {
    path: '/forms',
    handle: { noindex: true, layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/customer-forms/routes/forms-page')).FormsPage,
    }),
  },
  {
    path: '/forms/:formId/:clientFormId',
    handle: { noindex: true, layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/customer-forms/routes/form-fill-page')).FormFillPage,
    }),
  },
  {
    path: '/formsHistory',
    handle: { noindex: true, layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/customer-forms/routes/history-page')).HistoryPage,
    }),
  },
  {
    path: '/formsHistory/:clientFormId',
    handle: { noindex: true, layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/customer-forms/routes/history-detail-page')).HistoryDetailPage,
    }),
  },
  {
    path: '/rate',
    handle: { ssr: ['branches'], layout: WITH_CHROME },
    lazy: async () => ({ Component: (await import('../features/ratings/routes/rate-page')).RatePage }),
  },
  // Careers (issue 14): the job application, and the same form for the Abnaa program.
  {
    path: '/job-application',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/careers/routes/job-application-page')).JobApplicationPage,
    }),
  },
  {
    // The route table gives it the default layout flags: header, footer and call button.
    path: '/abnaa-job-application',
    handle: { layout: WITH_CHROME },
    lazy: async () => ({
      Component: (await import('../features/careers/routes/job-application-page')).AbnaaJobApplicationPage,
    }),
  },
  {
    path: '/vat',
    handle: { layout: WITH_CHROME, nav: 'nav.vat' },
    lazy: async () => ({ Component: (await import('../features/vat/routes/vat-page')).VatPage }),
  },
];

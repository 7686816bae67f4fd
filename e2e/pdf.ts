// One builder for the API tests and the browser tests: the server judges a PDF by its structure.
export { minimalPdf } from '../apps/server/src/test/minimal-pdf';

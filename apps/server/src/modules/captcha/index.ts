/** What other modules and the app layer may use of captcha (ADR 2201). */
export { captchaRoutes } from './routes.js';
export { spendCaptcha } from './service.js';

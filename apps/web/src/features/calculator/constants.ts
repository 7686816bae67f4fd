/** The money-transfer tab is switched off until the service launches (SPEC.md section 9). */
export const TRANSFER_ENABLED = false;
/** After a solved captcha the bot flag clears after this delay (SPEC.md section 9). */
export const CAPTCHA_CLEAR_DELAY_MS = 700;
/** Amount and transfer-step tooltips disappear after this long. */
export const TOOLTIP_MS = 3000;
/** The currency preselected when a branch's rates arrive. */
export const DEFAULT_CURRENCY = 'USD';
/** The placeholder currency item's value (SPEC.md section 3). */
export const NO_CURRENCY = 'null';

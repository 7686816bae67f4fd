// The code's shared schema, reached only by the code dialog's lazy import: zod loads when a code
// is asked for, not with the page that may ask for one.
export { OtpCodeSchema } from '@waha/shared';

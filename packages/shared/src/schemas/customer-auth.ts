import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';
import { nationalIdProblem } from '../rules/national-id.js';
import { stripPhoneSeparators } from '../rules/phone.js';
import { OtpCodeSchema } from './otp.js';

/**
 * The login form (SPEC.md section 5): ID exactly 10 digits, phone 9 or 10 digits, both required,
 * in any digit script. Whether they belong to a customer only the server can say.
 */
const digitsField = (requiredKey: string, pattern: RegExp, lengthKey: string) =>
  z
    .string({ error: requiredKey })
    .transform((value) => stripPhoneSeparators(normalizeDigits(value)))
    .pipe(z.string().min(1, { error: requiredKey, abort: true }).regex(pattern, { error: lengthKey }));

/**
 * Ten digits, then the ID rules of PRODUCT.md section 3, as /support checks them: a first digit
 * other than 1 or 2, or a wrong check digit (a typo), is said so here, not answered "ID or mobile
 * number not correct" after a round trip.
 */
const loginNationalId = z
  .string({ error: 'validation.loginIdRequired' })
  .transform((value) => stripPhoneSeparators(normalizeDigits(value)))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.loginIdRequired', abort: true })
      .regex(/^[0-9]{10}$/, { error: 'validation.loginIdLength', abort: true })
      .superRefine((value, ctx) => {
        const problem = nationalIdProblem(value);
        if (problem === 'format') ctx.addIssue({ code: 'custom', message: 'validation.nationalId' });
        if (problem === 'checksum')
          ctx.addIssue({ code: 'custom', message: 'validation.nationalIdChecksum' });
      }),
  );

export const LoginSchema = z.object({
  nationalId: loginNationalId,
  phone: digitsField('validation.loginPhoneRequired', /^[0-9]{9,10}$/, 'validation.loginPhoneLength'),
});
export type LoginInput = z.input<typeof LoginSchema>;
export type Login = z.output<typeof LoginSchema>;

/** The code step sends the same pair again with the code: nothing is kept between the steps. */
export const LoginVerifySchema = LoginSchema.extend({ code: OtpCodeSchema });
export type LoginVerify = z.output<typeof LoginVerifySchema>;

/** GET /api/auth/forms/auth-check (SPEC.md section 7). */
export const AuthCheckSchema = z.object({ success: z.boolean() });
export type AuthCheck = z.infer<typeof AuthCheckSchema>;

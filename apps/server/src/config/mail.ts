import { z } from 'zod';

/** Staff e-mail (the ticket clock's warnings): off unless SMTP_URL is set. */
export interface MailConfig {
  /** smtp:// or smtps:// with credentials and options, as nodemailer reads it. */
  url: string;
  /** The sender address. */
  from: string;
}

const MailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.email().optional(),
});

/** The mail variables; answers the problems as "VARIABLE: message" lines. */
export function parseMailEnv(env: NodeJS.ProcessEnv): { config: MailConfig | null } | { problems: string[] } {
  const parsed = MailEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const { SMTP_URL, SMTP_FROM } = parsed.data;
  if (!SMTP_URL) return { config: null };
  if (!SMTP_FROM) return { problems: ['SMTP_FROM: is required when SMTP_URL is set'] };
  return { config: { url: SMTP_URL, from: SMTP_FROM } };
}

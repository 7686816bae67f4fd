import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-brand text-brand bg-white hover:bg-brand-light',
  ghost: 'text-brand hover:bg-brand-light',
};

/** A button's props, its ref included (React 19 passes it as a prop). */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  /** Disables the button and shows a spinner while a request is in flight. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className ?? ''}`}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {children}
      {busy && <span className="sr-only">{t('app.loading')}</span>}
    </button>
  );
}

const SIZES = {
  sm: 'size-5 border-2',
  md: 'size-8 border-4',
  lg: 'size-10 border-4',
} as const;

/**
 * A loading indicator announced to screen readers by its (translated) label; the ring itself is
 * decorative and stops turning for users who prefer reduced motion.
 */
export function Spinner({
  label,
  size = 'md',
  className,
}: {
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span role="status" className={className ?? 'flex'}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-brand border-t-transparent motion-reduce:animate-none`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

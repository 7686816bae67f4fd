/** "8001241985" -> "800 124 1985": how Saudi toll-free (800) numbers are printed. */
export function formatTollFree(phone: string): string {
  return phone.replace(/^(\d{3})(\d{3})(\d+)$/, '$1 $2 $3');
}

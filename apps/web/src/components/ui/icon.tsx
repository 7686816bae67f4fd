import {
  ArrowLeftRight,
  ChevronDown,
  ChevronLeft,
  CircleDollarSign,
  Clock,
  Globe,
  Headset,
  Landmark,
  Mail,
  MapPin,
  Menu,
  Phone,
  Play,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  siApple,
  siFacebook,
  siGoogleplay,
  siInstagram,
  siWhatsapp,
  siX,
  type SimpleIcon,
} from 'simple-icons';

// The site's one icon set: lucide for interface glyphs, simple-icons for brand marks. Both are
// bundled (self-hosted, tree-shaken to the icons listed here), so no icon host is ever contacted.
const INTERFACE = {
  phone: Phone,
  mail: Mail,
  pin: MapPin,
  menu: Menu,
  close: X,
  clock: Clock,
  shield: ShieldCheck,
  landmark: Landmark,
  play: Play,
  swap: ArrowLeftRight,
  chevronDown: ChevronDown,
  chevronBack: ChevronLeft,
  headset: Headset,
  globe: Globe,
  money: CircleDollarSign,
} satisfies Record<string, LucideIcon>;

const BRANDS = {
  whatsapp: siWhatsapp,
  instagram: siInstagram,
  facebook: siFacebook,
  x: siX,
  googlePlay: siGoogleplay,
  apple: siApple,
} satisfies Record<string, SimpleIcon>;

export type IconName = keyof typeof INTERFACE | keyof typeof BRANDS;

/**
 * A decorative icon (hidden from assistive technology: the control or text beside it carries the
 * meaning). Size and colour come from the class (`size-5`, text colour). `glyph`: a lucide glyph a
 * lazily loaded part keeps to itself (the back office's desks), so the public pages' first chunk
 * does not carry it.
 */
export function Icon({
  name,
  glyph,
  className,
}: { className?: string } & ({ name: IconName; glyph?: never } | { glyph: LucideIcon; name?: never })) {
  if (glyph) {
    const Own = glyph;
    return <Own aria-hidden="true" focusable="false" className={className} />;
  }
  if (name in BRANDS) {
    const brandIcon = BRANDS[name as keyof typeof BRANDS];
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
        <path d={brandIcon.path} />
      </svg>
    );
  }
  const Glyph = INTERFACE[name as keyof typeof INTERFACE];
  return <Glyph aria-hidden="true" focusable="false" className={className} />;
}

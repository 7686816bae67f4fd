import {
  ArrowLeftRight,
  Briefcase,
  ChartColumn,
  CircleDollarSign,
  CircleHelp,
  ClipboardList,
  FileText,
  Handshake,
  Headset,
  House,
  Image,
  Inbox,
  Mail,
  MapPin,
  MonitorSmartphone,
  Newspaper,
  Phone,
  ScrollText,
  Star,
  Tag,
  TriangleAlert,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The desks' glyphs, drawn by the one Icon component (its `glyph`). They live in the staff bundle:
 * listed in components/ui/icon.tsx they would ride in every public page's first chunk.
 */
export const DESK_ICONS = {
  home: House,
  money: CircleDollarSign,
  swap: ArrowLeftRight,
  mail: Mail,
  headset: Headset,
  alert: TriangleAlert,
  chart: ChartColumn,
  phone: Phone,
  briefcase: Briefcase,
  star: Star,
  inbox: Inbox,
  clipboard: ClipboardList,
  newspaper: Newspaper,
  help: CircleHelp,
  tag: Tag,
  image: Image,
  fileText: FileText,
  handshake: Handshake,
  pin: MapPin,
  scroll: ScrollText,
  users: Users,
  user: UserRound,
  devices: MonitorSmartphone,
} satisfies Record<string, LucideIcon>;

export type DeskIconName = keyof typeof DESK_ICONS;

/** Site content tables (banners, news, partners, branch locations, FAQ, offers, pages, messages). */

export interface BannersTable {
  id: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  desktop_image_url: string;
  mobile_image_url: string;
  link_url: string | null;
  alt_text_ar: string | null;
  alt_text_en: string | null;
  alt_text_ur: string | null;
  target_blank: number;
  active: number;
  sort_order: number;
  /** Last day the banner advertises (Riyadh calendar), or null for no end. */
  valid_until?: string | null;
  /** 1110: first day the banner is shown, or null for no start. */
  valid_from?: string | null;
}

export interface PostsTable {
  id: number;
  img: string;
  poster: string | null;
  date: string;
  published: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  body_ar: string;
  body_en: string;
  body_ur: string;
  /** 1102: the days the post is shown (YYYY-MM-DD, inclusive); null = no limit. */
  valid_from?: string | null;
  valid_until?: string | null;
}

export interface PartnersTable {
  id: number;
  name: string;
  img: string;
  width: number;
  sort_order: number;
  /** 1110: where the logo leads (a site path or https), or null. */
  link_url?: string | null;
  published?: number;
}

export interface BranchLocationsTable {
  branch_id: number;
  map_url: string;
  latitude: string;
  longitude: string;
  sort_order: number;
  location_ar: string;
  location_en: string;
  location_ur: string;
  /** Branch phone as dialled (digits), or null when the branch has none of its own. */
  phone: string | null;
  /** Riyadh wall-clock "HH:mm"; closes_at may be "24:00". */
  opens_at: string;
  closes_at: string;
  /** Working weekdays as comma-separated digits, 0 = Sunday. */
  work_days: string;
}

export interface FaqsTable {
  id: number;
  category: string;
  sort_order: number;
  question_ar: string;
  question_en: string;
  question_ur: string;
  answer_ar: string;
  answer_en: string;
  answer_ur: string;
}

export interface OffersTable {
  id: number;
  market: string;
  valid_until: string | null;
  sort_order: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  body_ar: string;
  body_en: string;
  body_ur: string;
}

export interface TutorialsTable {
  id: number;
  sort_order: number;
  title_ar: string;
  title_en: string;
  title_ur: string;
  /** JSON arrays of strings. */
  steps_ar: string;
  steps_en: string;
  steps_ur: string;
}

export interface PagesTable {
  slug: string;
  updated_at: string;
  title_ar: string;
  title_en: string;
  title_ur: string;
  /** JSON arrays of PageSection. */
  sections_ar: string;
  sections_en: string;
  sections_ur: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  status: string;
  created_at: string;
  handled_by?: string | null;
  handled_at?: string | null;
}

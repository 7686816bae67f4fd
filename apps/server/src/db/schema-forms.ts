/** The customers' login area: sessions, form definitions, assigned forms and their files. */
export interface CustomerSessionsTable {
  id: string;
  national_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface FormDefinitionsTable {
  id: string;
  title_ar: string;
  title_en: string;
  title_ur: string;
  fields: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface CustomerFormsTable {
  id: string;
  form_id: string;
  national_id: string;
  transfer_number: string | null;
  status: 'assigned' | 'submitted' | 'under_review' | 'approved' | 'rejected';
  assigned_at: string;
  completed_at: string | null;
  answers: string | null;
  rejection_reason: string | null;
  result_file_key: string | null;
  result_file_name: string | null;
  updated_at: string;
}

export interface CustomerFormFilesTable {
  id: string;
  customer_form_id: string;
  field_id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** What HR records about applicants (issue 14, migration 1402). */
export interface InterviewEvaluationsTable {
  id: string;
  application_id: string | null;
  candidate_name: string;
  interview_date: string;
  position: string;
  nationality: string;
  years_of_experience: number;
  age: number;
  qualifications: string;
  /** JSON: { [criterion]: { rating, reason } }. */
  ratings: string;
  additional_info: string;
  recommendation: string;
  last_position: string;
  salary_and_benefits: string;
  requested_position: string;
  /** Digits as typed (normalised), kept as text: money is never a float. */
  requested_salary: string;
  interviewer_name: string;
  employee_number: string;
  signature_key: string;
  created_at: string;
}

export interface JobApplicationEventsTable {
  id: string;
  application_id: string;
  from_status: string | null;
  to_status: string;
  actor_id: string | null;
  actor_label: string;
  at: string;
}

export interface JobApplicationNotesTable {
  id: string;
  application_id: string;
  author_id: string | null;
  author_label: string;
  text: string;
  created_at: string;
}

export interface HrSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

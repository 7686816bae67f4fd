/**
 * Careers (issue 14): job applications, their files, and what HR records about them. The
 * application's answers are JSON validated by the shared careers schema; the sensitive answers
 * (religion, health: PRODUCT.md section 9) are kept apart so that only the `hr.sensitive`
 * permission reads them and they can be erased on their own.
 */
export type JobApplicationStatus = 'received' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';

export interface JobApplicationsTable {
  id: string;
  /** What the applicant is shown and quotes (e.g. JA-7K3Q9X2M); unique. */
  reference: string;
  program: 'standard' | 'abnaa';
  position: string;
  full_name: string;
  national_id: string;
  phone: string;
  email: string;
  status: JobApplicationStatus;
  /** JSON: the answers without files, signature or sensitive answers. Null once purged. */
  answers: string | null;
  /** JSON: religion and health answers, only with consent. Null when none or purged. */
  sensitive: string | null;
  sensitive_consent: number;
  created_at: string;
  updated_at: string;
  /** Set when the retention rule erased the personal data (PDPL). */
  purged_at: string | null;
}

export type JobApplicationFileKind =
  'picture' | 'certificate' | 'cv' | 'idPicture' | 'ibanCertificate' | 'nationalAddress' | 'signature';

export interface JobApplicationFilesTable {
  id: string;
  application_id: string;
  kind: JobApplicationFileKind;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

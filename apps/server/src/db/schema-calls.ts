/** Call requests and branch ratings (issue 12, migration 1250). */
export interface CallRequestsTable {
  id: string;
  name: string;
  /** E.164 (+9665XXXXXXXX). */
  phone: string;
  language: string;
  description: string;
  status: string;
  created_at: string;
  updated_at: string | null;
  updated_by: string | null;
  /** Who is to call back (migration 2205). */
  assignee_id: string | null;
}

export interface BranchRatingsTable {
  id: string;
  branch_id: number;
  professionalism: number;
  expectations: number;
  cleanliness: number;
  comment: string;
  language: string;
  /** YYYY-MM, Riyadh time. */
  month: string;
  created_at: string;
}

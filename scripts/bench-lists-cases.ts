// What `npm run bench:lists` asks of each staff list: its sorts (field -> column, as the route's
// SORTABLE has them), the filters desks use all day, and where its deep page is.
export interface ListCase {
  name: string;
  path: string;
  role: string;
  table: string;
  tie: string;
  columns: Record<string, string>;
  filters: string[];
  deepSorts: string[];
  /** Page ~1000 at 50 a page where the list is that long; the middle of shorter lists. */
  deepOffset: number;
  /** For the plan check: the list's default sort, what its route always filters, and column filters. */
  defaultSort: string;
  base?: Record<string, string | { not: string } | { notIn: string[] }>;
  planFilters: Record<string, string>[];
}

export const listCases: ListCase[] = [
  {
    name: 'tickets',
    path: '/api/staff/tickets',
    role: 'support',
    table: 'tickets',
    tie: 'id',
    columns: { targetAt: 'target_at', createdAt: 'created_at', status: 'status', name: 'name' },
    filters: [
      'status=open',
      'assignee=me',
      'assignee=none',
      'age=overdue',
      'status=escalated&sort=-createdAt',
      'q=amal',
    ],
    deepSorts: ['targetAt', '-targetAt', 'name'],
    deepOffset: 50_000,
    defaultSort: 'targetAt',
    planFilters: [{ status: 'open' }, { assignee_id: 'x' }],
  },
  {
    name: 'escalations',
    path: '/api/staff/escalations',
    role: 'escalation',
    table: 'tickets',
    tie: 'id',
    columns: { targetAt: 'target_at' },
    filters: [],
    deepSorts: [],
    deepOffset: 0,
    defaultSort: 'targetAt',
    base: { status: 'escalated' },
    planFilters: [],
  },
  {
    name: 'audit',
    path: '/api/staff/audit',
    role: 'admin',
    table: 'staff_audit_log',
    tie: 'id',
    columns: { at: 'at', actor: 'actor_label', action: 'action', recordType: 'record_type' },
    filters: [
      'actor=90003',
      'action=rate.update',
      'recordType=ticket&recordId=r42',
      'from=2026-01-20T00:00:00Z&to=2026-02-20T00:00:00Z',
      'actor=90003&sort=at',
    ],
    deepSorts: ['-at', 'at', 'actor'],
    deepOffset: 50_000,
    defaultSort: '-at',
    planFilters: [
      { actor_label: '90003' },
      { action: 'rate.update' },
      { record_type: 'ticket', record_id: 'r42' },
    ],
  },
  {
    name: 'contact messages',
    path: '/api/staff/contact-messages',
    role: 'support',
    table: 'contact_messages',
    tie: 'id',
    columns: { createdAt: 'created_at', name: 'name', email: 'email', status: 'status' },
    filters: ['status=new', 'q=huda'],
    deepSorts: ['-createdAt'],
    deepOffset: 25_000,
    defaultSort: '-createdAt',
    planFilters: [{ status: 'new' }],
  },
  {
    name: 'form submissions',
    path: '/api/staff/forms/submissions',
    role: 'forms',
    table: 'customer_forms',
    tie: 'id',
    columns: { completedAt: 'completed_at', status: 'status', formId: 'form_id', nationalId: 'national_id' },
    filters: ['status=submitted', 'status=under_review&sort=completedAt'],
    deepSorts: ['-completedAt', 'completedAt'],
    deepOffset: 25_000,
    defaultSort: '-completedAt',
    base: { status: { not: 'assigned' } },
    planFilters: [{ status: 'submitted' }, { form_id: 'x' }],
  },
  {
    name: 'call-backs',
    path: '/api/staff/call-requests',
    role: 'support',
    table: 'call_requests',
    tie: 'id',
    columns: { createdAt: 'created_at', name: 'name', status: 'status' },
    filters: ['status=new', 'q=zaid'],
    deepSorts: ['-createdAt'],
    deepOffset: 15_000,
    defaultSort: '-createdAt',
    planFilters: [{ status: 'new' }],
  },
  {
    name: 'remittance requests',
    path: '/api/staff/remittance-requests',
    role: 'operations',
    table: 'remittance_requests',
    tie: 'reference',
    columns: {
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      reference: 'reference',
      service: 'service',
      status: 'status',
    },
    filters: ['status=submitted'],
    deepSorts: ['-createdAt'],
    deepOffset: 15_000,
    defaultSort: '-createdAt',
    base: { service: { notIn: ['inquiry'] } },
    planFilters: [{ status: 'submitted' }],
  },
];

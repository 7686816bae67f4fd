/** ZATCA phase-2 e-invoices (migration 2401). */
export interface EinvoiceChainsTable {
  egs_unit: string;
  last_icv: number;
  /** The last document's invoice hash (base64): the next one's PIH. */
  last_hash: string;
  updated_at: string;
}

export interface EinvoicesTable {
  uuid: string;
  egs_unit: string;
  icv: number;
  pih: string;
  hash: string;
  /** '388' invoice | '381' credit note */
  kind: string;
  number: string;
  transaction_number: string;
  /** The signed XML exactly as issued. */
  xml: string;
  issued_at: string;
}

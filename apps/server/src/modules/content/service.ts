import QRCode from 'qrcode';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { findBranchMapUrl, findPage, findPost, listBranchLocations } from './repository.js';
import type { PageSlug } from '@waha/shared';

export async function getPost(db: Db, id: number) {
  const post = await findPost(db, id);
  if (!post) throw new AppError(404, 'not_found');
  return post;
}

export async function getPage(db: Db, slug: PageSlug) {
  const page = await findPage(db, slug);
  if (!page) throw new AppError(404, 'not_found');
  return page;
}

export const qrPathFor = (branchId: number) => `/api/branch-locations/${branchId}/qr.svg`;

export async function getBranchLocations(db: Db) {
  const branches = await listBranchLocations(db);
  return branches.map((branch) => ({ ...branch, qrUrl: qrPathFor(branch.id) }));
}

/** The QR printed for a branch encodes its map link, so a phone camera opens directions. */
export async function branchQrSvg(db: Db, branchId: number): Promise<string> {
  const mapUrl = await findBranchMapUrl(db, branchId);
  if (!mapUrl) throw new AppError(404, 'not_found');
  return QRCode.toString(mapUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';
import type { ContentArea } from '../kinds/kind';
import { useContentWrite } from './content-list';

/** Removes one record (DELETE /content/<area>/<id>; the server answers no body). */
export function removeContent(area: ContentArea, id: number) {
  return staffCall(z.null(), `/content/${area}/${id}`, { method: 'DELETE' });
}

export const useRemoveContent = (area: ContentArea) =>
  useContentWrite(area, (id: number) => removeContent(area, id));

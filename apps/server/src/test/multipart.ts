import { multipartBody } from './multipart-form.js';

/** A multipart/form-data body with one file, for app.inject (no form library needed). */
export function multipartFile(field: string, filename: string, type: string, bytes: Buffer) {
  const body = multipartBody({}, [{ field, filename, type, bytes }]);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

import { UPLOAD_RULES } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { formFileProblem } from './form-file';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'f', { type });

describe('formFileProblem', () => {
  it('refuses an empty file, a type the field does not take, and one over the rule', () => {
    expect(formFileProblem(['pdf'], file(0, 'application/pdf'))).toBe('validation.fileEmpty');
    expect(formFileProblem(['pdf'], file(10, 'image/png'))).toBe('validation.fileTypeOnly.pdf');
    expect(formFileProblem(['pdf', 'png', 'jpg'], file(10, 'text/plain'))).toBe('validation.fileType');
    expect(formFileProblem(['pdf', 'png'], file(10, 'image/png'))).toBeNull();
    expect(formFileProblem(['pdf'], file(UPLOAD_RULES.forms.maxBytes + 1, 'application/pdf'))).toBe(
      'validation.fileTooBig',
    );
  });
});

describe('a .txt for an image field', () => {
  it('names the kinds the field takes, in the field order of the catalogs', () => {
    expect(formFileProblem(['jpg', 'png'], file(10, 'text/plain'))).toBe('validation.fileTypeOnly.png_jpg');
  });
});

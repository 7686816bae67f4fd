import { describe, expect, it } from 'vitest';
import { safeFileName } from './names.js';

describe('safeFileName', () => {
  it('keeps a plain name, Arabic and Urdu included', () => {
    expect(safeFileName('invoice.pdf', 'pdf')).toBe('invoice.pdf');
    expect(safeFileName('صورة الهوية.JPEG', 'jpg')).toBe('صورة الهوية.JPEG');
    expect(safeFileName('شناختی کارڈ.png', 'png')).toBe('شناختی کارڈ.png');
  });

  it('drops folders, control and direction-override characters and header-breaking ones', () => {
    expect(safeFileName('C:\\Users\\me\\..\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('a"b\r\nc<d>|e:f*?.pdf', 'pdf')).toBe('abcdef.pdf');
    expect(safeFileName('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('...hidden.png', 'png')).toBe('hidden.png');
  });

  it('ends in the extension of the judged type', () => {
    expect(safeFileName('page.html', 'pdf')).toBe('page.html.pdf');
    expect(safeFileName('photo', 'jpg')).toBe('photo.jpg');
  });

  it('cuts long names and names nothing is left of', () => {
    expect([...safeFileName(`${'ع'.repeat(300)}.pdf`, 'pdf')].length).toBeLessThanOrEqual(104);
    expect(safeFileName('', 'png')).toBe('file.png');
    expect(safeFileName('\u0000\u0001', 'pdf')).toBe('file.pdf');
  });
});

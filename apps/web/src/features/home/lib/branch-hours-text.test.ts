import { describe, expect, it } from 'vitest';
import { hoursText, workDaysText } from './branch-hours-text';

describe('branch hours text', () => {
  it('reads Saturday to Thursday as one range, across the week’s end', () => {
    expect(workDaysText([0, 1, 2, 3, 4, 6], 'en', 'Every day')).toBe('Saturday – Thursday');
    expect(workDaysText([0, 1, 2, 3, 4, 6], 'ar', 'يوميًا')).toBe('السبت – الخميس');
    expect(workDaysText([0, 1, 2, 3, 4, 5, 6], 'en', 'Every day')).toBe('Every day');
    expect(workDaysText([1, 3], 'en', 'Every day')).toBe('Monday, Wednesday');
  });
  it('writes the hours in the visitor’s language', () => {
    const text = hoursText({ opens: '09:00', closes: '21:00', days: [] }, 'en', '24 hours').replace(
      /\s/g,
      ' ',
    );
    expect(text).toBe('9:00 AM – 9:00 PM');
    expect(hoursText({ opens: '00:00', closes: '24:00', days: [] }, 'en', '24 hours')).toBe('24 hours');
    expect(hoursText({ opens: '09:00', closes: '21:00', days: [] }, 'ur', '')).toContain('بعد دوپہر');
  });
});

import { JobApplicationSchema, sampleJobApplication } from '@waha/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { emptyApplication } from './empty-application';

beforeEach(() => window.localStorage.clear());

describe('the job application draft', () => {
  it('keeps the answers per program, without the religion and health answers or their consent', () => {
    const answers = sampleJobApplication();
    answers.sensitive.religion = 'islam';
    answers.sensitiveConsent = true;
    saveDraft('abnaa', answers);
    expect(window.localStorage.getItem('jobApplicationDraft:abnaa')).not.toMatch(/islam|sensitive/);
    expect(loadDraft('standard')).toBeNull();
    const restored = loadDraft('abnaa')!;
    expect(restored.personal).toEqual(answers.personal);
    expect(restored.jobs).toEqual(answers.jobs);
    expect(restored.sensitive).toEqual(emptyApplication().sensitive);
    expect(restored.sensitiveConsent).toBe(false);
    // What comes back is a whole application the schema accepts.
    expect(JobApplicationSchema.safeParse(restored).success).toBe(true);
  });

  it('fills what an older or damaged draft lacks from the blank form, and forgets a cleared one', () => {
    window.localStorage.setItem(
      'jobApplicationDraft:standard',
      JSON.stringify({ personal: { firstName: 'Sara' } }),
    );
    const restored = loadDraft('standard')!;
    expect(restored.personal.firstName).toBe('Sara');
    expect(restored.personal.lastName).toBe('');
    expect(restored.dependants).toEqual([]);
    clearDraft('standard');
    expect(loadDraft('standard')).toBeNull();
    window.localStorage.setItem('jobApplicationDraft:standard', '{not json');
    expect(loadDraft('standard')).toBeNull();
  });
});

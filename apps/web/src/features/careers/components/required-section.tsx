import { CAREER_MAX_ROWS, EDUCATION_LEVELS, SKILL_LEVELS } from '@waha/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ROWS } from '../lib/empty-application';
import { Choice, Input, Section, type FieldName } from './inputs';
import { Rows } from './rows';

/** Reading, writing and speaking levels of one language. */
function Skills({ prefix, language }: { prefix: string; language: string }) {
  const { t } = useTranslation('careers');
  return (
    <>
      {(['reading', 'writing', 'speaking'] as const).map((skill) => (
        <Choice
          key={skill}
          name={`${prefix}.${skill}` as FieldName}
          label={t('fields.skill', { language, skill: t(`fields.${skill}`) })}
          group="skill"
          values={SKILL_LEVELS}
          required
        />
      ))}
    </>
  );
}

/**
 * Required information: education, courses, skills, languages, relatives and references.
 */
export const RequiredSection = memo(function RequiredSection() {
  const { t } = useTranslation('careers');
  const f = (key: string) => t(`fields.${key}`);
  return (
    <Section title={t('sections.required')}>
      <Choice
        name="education.level"
        label={f('educationLevel')}
        group="education"
        values={EDUCATION_LEVELS}
        required
      />
      <Input name="education.school" label={f('school')} required />
      <Input name="education.specialization" label={f('specialization')} />
      <Input name="education.grade" label={f('grade')} required kind="decimal" hint={t('hints.grade')} />
      <Rows
        name="education.courses"
        title={t('rows.courses')}
        itemLabel={(n) => t('rows.course', { n })}
        empty={EMPTY_ROWS.courses}
        max={CAREER_MAX_ROWS.courses}
      >
        {(i) => <Input name={`education.courses.${i}.name`} label={f('courseName')} required wide />}
      </Rows>
      <Input name="education.hobbiesAndSkills" label={f('hobbiesAndSkills')} kind="textarea" wide />
      <h3 className="text-lg font-semibold text-slate-900 md:col-span-2">{t('rows.languages')}</h3>
      <Skills prefix="languages.arabic" language={f('arabic')} />
      <Skills prefix="languages.english" language={f('english')} />
      <Rows
        name="languages.additional"
        title={t('rows.otherLanguages')}
        itemLabel={(n) => t('rows.language', { n })}
        empty={EMPTY_ROWS.additional}
        max={CAREER_MAX_ROWS.languages}
      >
        {(i) => (
          <>
            <Input name={`languages.additional.${i}.language`} label={f('languageName')} required wide />
            <Skills prefix={`languages.additional.${i}`} language={t('rows.language', { n: i + 1 })} />
          </>
        )}
      </Rows>
      <Input name="relatives" label={f('relatives')} kind="textarea" wide hint={t('hints.relatives')} />
      <Rows
        name="references"
        title={t('rows.references')}
        itemLabel={(n) => t('rows.reference', { n })}
        empty={EMPTY_ROWS.references}
        max={CAREER_MAX_ROWS.references}
      >
        {(i) => (
          <>
            <Input name={`references.${i}.name`} label={f('name')} required />
            <Input name={`references.${i}.position`} label={f('refPosition')} required />
            <Input name={`references.${i}.workplace`} label={f('workplace')} required />
            <Input name={`references.${i}.phone`} label={f('phone')} required kind="tel" />
          </>
        )}
      </Rows>
    </Section>
  );
});

import { CAREER_MAX_ROWS } from '@waha/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ROWS } from '../lib/empty-application';
import { Input, Section } from './inputs';
import { Rows } from './rows';

/**
 * Previous employment: one group per job.
 */
export const EmploymentSection = memo(function EmploymentSection() {
  const { t } = useTranslation('careers');
  const f = (key: string) => t(`fields.${key}`);
  return (
    <Section title={t('sections.employment')}>
      <Rows
        name="jobs"
        title={t('rows.jobs')}
        itemLabel={(n) => t('rows.job', { n })}
        empty={EMPTY_ROWS.jobs}
        max={CAREER_MAX_ROWS.jobs}
      >
        {(i) => (
          <>
            <Input name={`jobs.${i}.title`} label={f('jobTitle')} required />
            <Input name={`jobs.${i}.employer`} label={f('employer')} required />
            <Input name={`jobs.${i}.duties`} label={f('duties')} kind="textarea" wide />
            <Input name={`jobs.${i}.address`} label={f('employerAddress')} />
            <Input name={`jobs.${i}.phone`} label={f('employerPhone')} kind="tel" />
            <Input name={`jobs.${i}.from`} label={f('from')} required kind="date" />
            <Input name={`jobs.${i}.to`} label={f('to')} kind="date" hint={t('hints.to')} />
            <Input name={`jobs.${i}.bankAccount`} label={f('bankAccount')} kind="digits" />
            <Input name={`jobs.${i}.salary`} label={f('salary')} kind="decimal" hint={t('hints.salary')} />
          </>
        )}
      </Rows>
    </Section>
  );
});

import { CAREER_MAX_ROWS, GENDERS, MARITAL_STATUSES } from '@waha/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ROWS } from '../lib/empty-application';
import { Choice, Input, Section } from './inputs';
import { Rows } from './rows';

/**
 * Personal information, ID, passport, contact and dependants.
 */
export const PersonalSections = memo(function PersonalSections() {
  const { t } = useTranslation('careers');
  const f = (key: string) => t(`fields.${key}`);
  return (
    <>
      <Section title={t('sections.personal')}>
        <Input name="personal.position" label={f('position')} required wide hint={t('hints.position')} />
        <Input name="personal.firstName" label={f('firstName')} required hint={t('hints.oneLanguage')} />
        <Input name="personal.fatherName" label={f('fatherName')} required />
        <Input name="personal.grandfatherName" label={f('grandfatherName')} required />
        <Input name="personal.lastName" label={f('lastName')} required />
        <Input name="personal.birthDate" label={f('birthDate')} required kind="date" />
        <Input name="personal.birthPlace" label={f('birthPlace')} required />
        <Input name="personal.nationality" label={f('nationality')} required />
        <Choice name="personal.gender" label={f('gender')} group="gender" values={GENDERS} required />
        <Choice
          name="personal.maritalStatus"
          label={f('maritalStatus')}
          group="maritalStatus"
          values={MARITAL_STATUSES}
          required
        />
      </Section>
      <Section title={t('sections.identity')}>
        <Input name="identity.number" label={f('idNumber')} required kind="digits" wide />
        <Input name="identity.issuePlace" label={f('issuePlace')} required />
        <Input name="identity.issueDate" label={f('issueDate')} required kind="date" />
      </Section>
      <Section
        title={t('sections.passport')}
        intro={<p className="text-sm text-slate-700">{t('hints.passport')}</p>}
      >
        <Input name="passport.number" label={f('passportNumber')} wide />
        <Input name="passport.issuePlace" label={f('issuePlace')} />
        <Input name="passport.issueDate" label={f('issueDate')} kind="date" />
      </Section>
      <Section title={t('sections.contact')}>
        <Input name="contact.mobile" label={f('mobile')} required kind="tel" hint={t('hints.mobile')} />
        <Input name="contact.email" label={f('email')} required kind="email" />
        <Input name="contact.homePhone" label={f('homePhone')} kind="tel" />
        <Input name="contact.workPhone" label={f('workPhone')} kind="tel" />
        <Input name="contact.homeAddress" label={f('homeAddress')} required kind="textarea" wide />
      </Section>
      <Section title={t('sections.dependants')}>
        <Rows
          name="dependants"
          title={t('sections.dependants')}
          itemLabel={(n) => t('rows.dependant', { n })}
          empty={EMPTY_ROWS.dependants}
          max={CAREER_MAX_ROWS.dependants}
        >
          {(i) => (
            <>
              <Input name={`dependants.${i}.name`} label={f('name')} required />
              <Input name={`dependants.${i}.age`} label={f('age')} required kind="digits" />
              <Input name={`dependants.${i}.relation`} label={f('relation')} required />
            </>
          )}
        </Rows>
      </Section>
    </>
  );
});

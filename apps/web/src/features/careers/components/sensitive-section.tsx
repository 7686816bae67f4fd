import { BLOOD_GROUPS, RELIGIONS } from '@waha/shared';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationForm } from './form-context';
import { Check, Choice, Input, Section, YesNo } from './inputs';

/**
 * Religion and health (PRODUCT.md section 9, Saudi PDPL sensitive data): optional questions under
 * a notice that says why they are asked, who sees them and how long they are kept, sent only with
 * the separate consent. They are not kept in the browser's draft.
 */
export const SensitiveSection = memo(function SensitiveSection() {
  const { t } = useTranslation('careers');
  const { control } = useApplicationForm();
  const illnesses = useWatch({ control, name: 'sensitive.illnesses' });
  const notice = (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
      <p>{t('sensitive.why')}</p>
      <p>{t('sensitive.who')}</p>
      <p>{t('sensitive.retention')}</p>
      <p>
        {/* Plain text and a link, not <Trans>: it would add an HTML parser to every page's first load. */}
        {t('sensitive.rights')}{' '}
        <Link to="/privacy-policy" className="font-medium text-brand underline">
          {t('sensitive.policyLink')}
        </Link>
      </p>
    </div>
  );
  return (
    <Section title={t('sections.sensitive')} intro={notice}>
      <Check name="sensitiveConsent" label={t('sensitive.consent')} required={false} />
      <Choice name="sensitive.religion" label={t('fields.religion')} group="religion" values={RELIGIONS} />
      <Choice
        name="sensitive.bloodGroup"
        label={t('fields.bloodGroup')}
        group="bloodGroup"
        values={BLOOD_GROUPS}
        translated={false}
      />
      <YesNo name="sensitive.illnesses" label={t('questions.illnesses')} required={false} />
      {illnesses === 'yes' ? (
        <Input
          name="sensitive.illnessDetails"
          label={t('questions.illnessDetails')}
          required
          kind="textarea"
        />
      ) : (
        <span className="hidden md:block" />
      )}
      <YesNo name="sensitive.medicalTest" label={t('questions.medicalTest')} required={false} />
    </Section>
  );
});

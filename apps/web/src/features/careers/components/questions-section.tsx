import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplicationForm } from './form-context';
import { Input, Section, YesNo } from './inputs';

/**
 * Additional questions (SPEC.md section 3); details are asked only after a yes.
 */
export const QuestionsSection = memo(function QuestionsSection() {
  const { t } = useTranslation('careers');
  const { control } = useApplicationForm();
  const [hrFund, insurance] = useWatch({
    control,
    name: ['questions.hrFundSupport', 'questions.healthInsurance'],
  });
  const q = (key: string) => t(`questions.${key}`);
  return (
    <Section title={t('sections.questions')}>
      <YesNo name="questions.commercialRegister" label={q('commercialRegister')} />
      <YesNo name="questions.socialInsurance" label={q('socialInsurance')} />
      <YesNo name="questions.student" label={q('student')} />
      <YesNo name="questions.smoking" label={q('smoking')} />
      <YesNo name="questions.hrFundSupport" label={q('hrFundSupport')} />
      {hrFund === 'yes' ? (
        <Input name="questions.hrFundDetails" label={q('hrFundDetails')} required kind="textarea" />
      ) : (
        <span className="hidden md:block" />
      )}
      <YesNo name="questions.healthInsurance" label={q('healthInsurance')} />
      {insurance === 'yes' && (
        <Input name="questions.healthInsuranceType" label={q('healthInsuranceType')} required />
      )}
    </Section>
  );
});

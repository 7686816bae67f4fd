import { PLEDGES } from '@waha/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Section } from './inputs';

/**
 * The four pledges (SPEC.md section 5): all must be given.
 */
export const PledgesSection = memo(function PledgesSection() {
  const { t } = useTranslation('careers');
  return (
    <Section title={t('sections.pledges')}>
      {PLEDGES.map((pledge) => (
        <Check key={pledge} name={`pledges.${pledge}`} label={t(`pledges.${pledge}`)} />
      ))}
    </Section>
  );
});

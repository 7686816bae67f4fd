import { PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { branchesByCity } from '../model/branch-groups';
import { Picker } from './picker';
import { Spinner } from '../../../components/ui/spinner';

export interface BranchSelectProps {
  value: number;
  onChange: (id: number, name: string) => void;
  onOpenChange: (open: boolean) => void;
  loading: boolean;
}

/**
 * The branch dropdown (placeholder first, then the nine branches under their cities), 220 px tall
 * at most.
 */
export function BranchSelect({ value, onChange, onOpenChange, loading }: BranchSelectProps) {
  const { t } = useTranslation('calculator');
  const nameOf = (branch: number) =>
    branch === PLACEHOLDER_BRANCH_ID ? t('branch.placeholder') : t(`branch.names.${branch}`);
  return (
    <Picker
      label={t('branch.label')}
      // The spec's id order mixes cities: a visitor looks for their city first.
      options={[
        { value: String(PLACEHOLDER_BRANCH_ID), label: nameOf(PLACEHOLDER_BRANCH_ID) },
        ...branchesByCity((branch) => t(`branch.cities.${branch}`)).flatMap(({ city, branches }) =>
          branches.map((branch) => ({ value: String(branch), label: nameOf(branch), group: city })),
        ),
      ]}
      value={String(value)}
      onChange={(next) => onChange(Number(next), nameOf(Number(next)))}
      onOpenChange={onOpenChange}
      placeholder={t('branch.placeholder')}
      listClassName="max-h-[220px]"
      aside={
        <span className="flex size-6 shrink-0 items-center justify-center">
          {loading && <Spinner label={t('branch.loading')} size="sm" />}
        </span>
      }
    />
  );
}

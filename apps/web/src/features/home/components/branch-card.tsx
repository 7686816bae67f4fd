import { isBranchOpen, type HomeBranch } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useLanguage } from '../../../lib/use-language';
import { hoursText, workDaysText } from '../lib/branch-hours-text';

/** Working days, hours, phone and whether the branch is open now (Riyadh time). */
export function BranchFacts({ branch, now }: { branch: HomeBranch; now: number | null }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const open = now === null ? null : isBranchOpen(branch.hours, now);
  const colours = open ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800';
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p>
        {/* The status waits for the visitor's clock; its line keeps its height meanwhile. */}
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${open === null ? '' : colours}`}
        >
          {open === null ? '\u00a0' : open ? t('branches.openNow') : t('branches.closedNow')}
        </span>
      </p>
      <p className="flex items-start gap-1">
        <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="block">{workDaysText(branch.hours.days, language, t('branches.everyDay'))}</span>
          <span className="block">{hoursText(branch.hours, language, t('branches.allDay'))}</span>
        </span>
      </p>
      {branch.phone && (
        <p className="flex items-center gap-1">
          <Icon name="phone" className="size-4 shrink-0" />
          <a href={`tel:${branch.phone}`} className="text-brand underline underline-offset-4">
            <span className="sr-only">{t('branches.call', { branch: branch.name[language] })} </span>
            <bdi dir="ltr">{branch.phone}</bdi>
          </a>
        </p>
      )}
    </div>
  );
}

export interface BranchCardProps {
  branch: HomeBranch;
  now: number | null;
  shown: boolean;
  onShow: () => void;
}

export function BranchCard({ branch, now, shown, onShow }: BranchCardProps) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const name = branch.name[language];
  return (
    <article
      aria-labelledby={`branch-${branch.id}`}
      className={`flex size-full flex-col items-center gap-2 rounded-xl border bg-white p-3 text-center ${shown ? 'border-brand ring-2 ring-brand/40' : 'border-slate-200'}`}
    >
      <img
        src={branch.qrUrl}
        alt={t('branches.qrAlt', { branch: name })}
        width={96}
        height={96}
        loading="lazy"
        className="size-24"
      />
      <h3 id={`branch-${branch.id}`} className="font-bold text-slate-900">
        {name}
      </h3>
      <span className="text-xs text-slate-600">{branch.location[language]}</span>
      <BranchFacts branch={branch} now={now} />
      <Link
        to={`/rate?branch=${branch.id}`}
        className="mt-auto text-sm font-semibold text-brand underline underline-offset-4"
      >
        {t('branches.rate')}
        <span className="sr-only"> {name}</span>
      </Link>
      <button
        type="button"
        aria-pressed={shown}
        onClick={onShow}
        className="inline-flex items-center gap-1 rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        <Icon name="pin" className="size-4" />
        {t('branches.showOnMap')}
        <span className="sr-only"> {name}</span>
      </button>
    </article>
  );
}

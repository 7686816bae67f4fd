import { brand, type HomeBranch } from '@waha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { mapEmbedUrl } from '../../../lib/embeds';
import { useLanguage } from '../../../lib/use-language';
import { useBranchLocations } from '../api/get-branch-locations';
import { useNow } from '../lib/use-now';
import { BranchCard, BranchFacts } from './branch-card';

/**
 * Before a visitor asks for the map, the panel shows the first branch's facts and a "show on map"
 * button: the map provider is contacted only once that (or a card's button) is pressed.
 */
function MapPanel({
  branch,
  mapShown,
  onShowMap,
  now,
}: {
  branch: HomeBranch;
  mapShown: boolean;
  onShowMap: () => void;
  now: number | null;
}) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const base = brand.mapEmbedBaseUrl;
  const name = branch.name[language];
  return (
    <div className="flex h-full min-h-72 flex-col gap-3 rounded-2xl bg-brand-light p-4">
      <h3 className="text-lg font-bold text-brand">{name}</h3>
      <p className="text-sm text-slate-700">{branch.location[language]}</p>
      <BranchFacts branch={branch} now={now} />
      {mapShown && base ? (
        <iframe
          key={branch.id}
          src={mapEmbedUrl(base, branch.latitude, branch.longitude)}
          title={t('branches.mapTitle', { branch: name })}
          className="min-h-72 w-full flex-1 rounded-2xl border border-slate-200"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : base ? (
        <button
          type="button"
          onClick={onShowMap}
          className="inline-flex items-center justify-center gap-2 self-start rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90"
        >
          <Icon name="pin" className="size-5" />
          {t('branches.showOnMap')}
          <span className="sr-only"> {name}</span>
        </button>
      ) : null}
      <a
        href={branch.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand underline underline-offset-4"
      >
        {t('branches.openMap', { branch: name })}
        <span className="sr-only"> {t('branches.opensInNewTab')}</span>
      </a>
    </div>
  );
}

/** The nine branches: QR code, hours, working days, phone and "open now" (Riyadh time) on each card. */
export function BranchesSection() {
  const { t } = useTranslation('home');
  const { data } = useBranchLocations();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mapShown, setMapShown] = useState(false);
  const branches = data ?? [];
  const selected = branches.find((b) => b.id === selectedId) ?? branches[0] ?? null;
  const mapRef = useRef<HTMLDivElement>(null);
  const show = (id: number) => {
    setSelectedId(id);
    setMapShown(true);
    // On narrow screens the map sits below the list: bring it into view.
    requestAnimationFrame(() => mapRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }));
  };

  return (
    <section
      id="branches"
      aria-labelledby="branches-heading"
      className="render-when-near scroll-mt-4 bg-slate-50 [--near-height:234rem]"
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="branches-heading" className="mb-2 text-2xl font-bold text-brand md:text-3xl">
          {t('branches.heading')}
        </h2>
        <p className="mb-8 text-slate-700">{t('branches.intro')}</p>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {branches.map((branch) => (
              <li key={branch.id}>
                <BranchCard
                  branch={branch}
                  now={now}
                  shown={mapShown && branch.id === selected?.id}
                  onShow={() => show(branch.id)}
                />
              </li>
            ))}
          </ul>
          <div ref={mapRef} className="lg:sticky lg:top-20 lg:self-start">
            {selected && (
              <MapPanel branch={selected} mapShown={mapShown} onShowMap={() => setMapShown(true)} now={now} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

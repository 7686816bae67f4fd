import { brand, type HomeBranch } from '@waha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapEmbedUrl } from '../../../lib/embeds';
import { useLanguage } from '../../../lib/use-language';
import { useBranchLocations } from '../api/get-branch-locations';

function MapPanel({ branch }: { branch: HomeBranch | null }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const base = brand.mapEmbedBaseUrl;
  if (!branch) {
    return (
      <div className="grid h-full min-h-32 place-items-center lg:min-h-72 rounded-2xl bg-brand-light p-6 text-center text-slate-700">
        <p>{t('branches.pickOne')}</p>
      </div>
    );
  }
  const name = branch.name[language];
  return (
    <div className="flex h-full min-h-72 flex-col gap-2">
      {base ? (
        <iframe
          key={branch.id}
          src={mapEmbedUrl(base, branch.latitude, branch.longitude)}
          title={t('branches.mapTitle', { branch: name })}
          className="min-h-72 w-full flex-1 rounded-2xl border border-slate-200"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
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

/**
 * The nine branches with their QR codes. The map frame is mounted only once a visitor picks a
 * branch, so viewing the home page contacts no map provider.
 */
export function BranchesSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data } = useBranchLocations();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = data?.find((b) => b.id === selectedId) ?? null;
  const mapRef = useRef<HTMLDivElement>(null);
  const select = (id: number) => {
    setSelectedId(id);
    // On narrow screens the map sits below the list: bring it into view.
    requestAnimationFrame(() => mapRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }));
  };

  return (
    <section id="branches" aria-labelledby="branches-heading" className="scroll-mt-4 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="branches-heading" className="mb-2 text-2xl font-bold text-brand md:text-3xl">
          {t('branches.heading')}
        </h2>
        <p className="mb-8 text-slate-700">{t('branches.intro')}</p>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {(data ?? []).map((branch) => (
              <li key={branch.id}>
                <button
                  type="button"
                  aria-pressed={branch.id === selectedId}
                  onClick={() => select(branch.id)}
                  className="flex size-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center hover:border-brand aria-pressed:border-brand aria-pressed:ring-2 aria-pressed:ring-brand/40"
                >
                  <img
                    src={branch.qrUrl}
                    alt={t('branches.qrAlt', { branch: branch.name[language] })}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="size-24"
                  />
                  <span className="font-bold text-slate-900">{branch.name[language]}</span>
                  <span className="text-xs text-slate-600">{branch.location[language]}</span>
                </button>
              </li>
            ))}
          </ul>
          <div ref={mapRef}>
            <MapPanel branch={selected} />
          </div>
        </div>
      </div>
    </section>
  );
}

import type { CannedReply, Language } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

/**
 * The keyboard-usable picker beside the reply box: a button opening a dialog with a search field
 * and one button per canned reply (Tab to it, Enter to insert). The native dialog traps focus and
 * closes on Escape; the caller puts focus back in the reply box after inserting.
 */
export function CannedPicker({
  replies,
  language,
  onPick,
}: {
  replies: readonly CannedReply[];
  language: Language;
  onPick: (reply: CannedReply) => void;
}) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const term = q.trim().replace(/^\//, '').toLowerCase();
  const shown = replies.filter((r) => !term || r.code.includes(term) || r.title.toLowerCase().includes(term));
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('canned.insert')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('canned.pickerTitle', { language: t(`tickets.languages.${language}`) })}
      >
        <div className="flex flex-col gap-3">
          <TextField
            label={t('canned.search')}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          {shown.length === 0 && <p role="status">{t(replies.length ? 'canned.noMatch' : 'canned.none')}</p>}
          <ul aria-label={t('canned.suggestions')} className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {shown.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-start hover:bg-slate-100 focus-visible:outline-2"
                  onClick={() => {
                    setOpen(false);
                    onPick(r);
                  }}
                >
                  <bdi dir="auto" className="font-medium">
                    {r.title}
                  </bdi>{' '}
                  <span dir="ltr" className="font-mono text-sm text-slate-600">
                    /{r.code}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Dialog>
    </>
  );
}

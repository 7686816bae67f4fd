import { isRtl, RemedySchema, type StaffTicket, type TicketRemedy } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useCannedPickList } from '../canned/api/canned';
import type { TicketBase } from './api/ticket';
import { useCannedInsert } from './canned-insert';
import { CannedPicker } from './canned-picker';
import { RemedyField } from './remedy-field';

/**
 * A text the customer reads (the response, or the escalation's resolution), and the remedy given.
 * The box is marked in the customer's language and direction (`lang`, `dir`), so an Urdu speaker's
 * answer is typed right to left with Urdu spell-checking, and the hint says which language to
 * answer in. Canned replies come in that language too, by `/code` + Tab or Enter, or from the
 * picker. The remedy is checked by the shared schema before anything is sent.
 */
export function TicketReply({
  ticket,
  base = '/tickets',
  label,
  action,
  busy,
  error,
  onSend,
}: {
  ticket: StaffTicket;
  /** The desk's area the ticket was read from: its pick list comes from the same one. */
  base?: TicketBase;
  label: string;
  action: string;
  busy: boolean;
  error?: { text?: string; remedy?: string };
  onSend: (text: string, remedy: TicketRemedy) => void;
}) {
  const { t } = useTranslation('staff');
  const replies = useCannedPickList(base).data ?? [];
  const { text, setText, box, insert, onKeyDown } = useCannedInsert(ticket, replies);
  const [remedy, setRemedy] = useState<TicketRemedy | ''>('');
  const [remedyError, setRemedyError] = useState<string | undefined>();
  const send = () => {
    const parsed = RemedySchema.safeParse(remedy);
    setRemedyError(parsed.error?.issues[0]?.message);
    if (parsed.success) onSend(text, parsed.data);
  };
  const language = t(`tickets.languages.${ticket.language}`);
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        ref={box}
        label={label}
        hint={`${t('tickets.answerIn', { language })} ${t('canned.shortcutHint')}`}
        lang={ticket.language}
        dir={isRtl(ticket.language) ? 'rtl' : 'ltr'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        error={error?.text}
        rows={3}
      />
      <RemedyField value={remedy} onChange={setRemedy} error={remedyError ?? error?.remedy} />
      <div className="flex flex-wrap gap-2">
        <CannedPicker replies={replies} language={ticket.language} onPick={insert} />
        <Button busy={busy} onClick={send}>
          {action}
        </Button>
      </div>
    </div>
  );
}

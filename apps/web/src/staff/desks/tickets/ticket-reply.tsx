import { isRtl, RemedySchema, type StaffTicket, type TicketRemedy } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { RemedyField } from './remedy-field';

/**
 * A text the customer reads (the response, or the escalation's resolution), and the remedy given.
 * The box is marked in the customer's language and direction (`lang`, `dir`), so an Urdu speaker's
 * answer is typed right to left with Urdu spell-checking, and the hint says which language to
 * answer in. The remedy is checked by the shared schema before anything is sent.
 */
export function TicketReply({
  ticket,
  label,
  action,
  busy,
  error,
  onSend,
}: {
  ticket: StaffTicket;
  label: string;
  action: string;
  busy: boolean;
  error?: { text?: string; remedy?: string };
  onSend: (text: string, remedy: TicketRemedy) => void;
}) {
  const { t } = useTranslation('tickets');
  const [text, setText] = useState('');
  const [remedy, setRemedy] = useState<TicketRemedy | ''>('');
  const [remedyError, setRemedyError] = useState<string | undefined>();
  const send = () => {
    const parsed = RemedySchema.safeParse(remedy);
    setRemedyError(parsed.error?.issues[0]?.message);
    if (parsed.success) onSend(text, parsed.data);
  };
  const language = t(`staff.languages.${ticket.language}`);
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        hint={t('staff.answerIn', { language })}
        lang={ticket.language}
        dir={isRtl(ticket.language) ? 'rtl' : 'ltr'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error?.text}
        rows={3}
      />
      <RemedyField value={remedy} onChange={setRemedy} error={remedyError ?? error?.remedy} />
      <Button className="self-start" busy={busy} onClick={send}>
        {action}
      </Button>
    </div>
  );
}

import { isRtl, type StaffTicket } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';

/**
 * A text the customer reads (the response, or the escalation's resolution). The box is marked in
 * the customer's language and direction (`lang`, `dir`), so an Urdu speaker's answer is typed
 * right to left with Urdu spell-checking, and the hint says which language to answer in.
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
  error?: string;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation('tickets');
  const [text, setText] = useState('');
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
        error={error}
        rows={3}
      />
      <Button className="self-start" busy={busy} onClick={() => onSend(text)}>
        {action}
      </Button>
    </div>
  );
}

import { daysLeftUntil, fillCannedReply, type CannedReply, type StaffTicket } from '@waha/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The `/code` just before the caret (after a space, a line break or at the start), if any. */
export function codeBefore(text: string, caret: number): { code: string; start: number } | null {
  const match = /(^|\s)\/([a-z0-9-]{1,30})$/i.exec(text.slice(0, caret));
  if (!match?.[2]) return null;
  return { code: match[2].toLowerCase(), start: caret - match[2].length - 1 };
}

/** `text` with [start, end) replaced by `insert`, and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/**
 * The reply box's text with canned replies: filled in the ticket's language (the customer's, not
 * the officer's), put at the caret (or in place of a typed `/code` on Tab or Enter), and the box
 * focused again with the caret after the inserted text.
 */
export function useCannedInsert(ticket: StaffTicket, replies: readonly CannedReply[]) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const filled = (reply: CannedReply) =>
    fillCannedReply(reply, ticket.language, {
      name: ticket.name,
      ticket: ticket.id,
      daysLeft: daysLeftUntil(ticket.targetAt),
    });
  // The caret after the last insertion, set with the text so both land in one commit.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const place = (start: number, end: number, reply: CannedReply) => {
    const next = insertAt(text, start, end, filled(reply));
    setText(next.text);
    setCaret({ at: next.caret });
  };
  // An effect of this (parent) component runs after the picker's dialog has closed in the same
  // commit (children's effects run first), so the closing dialog cannot take the focus back.
  useEffect(() => {
    if (!caret) return;
    box.current?.focus();
    box.current?.setSelectionRange(caret.at, caret.at);
  }, [caret]);
  const insert = (reply: CannedReply) => {
    const el = box.current;
    place(el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length, reply);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.key !== 'Tab' && event.key !== 'Enter') || event.shiftKey) return;
    const caret = event.currentTarget.selectionStart;
    const typed = codeBefore(text, caret);
    const reply = typed && replies.find((r) => r.code === typed.code);
    if (!typed || !reply) return;
    event.preventDefault();
    place(typed.start, caret, reply);
  };
  return { text, setText, box, insert, onKeyDown };
}

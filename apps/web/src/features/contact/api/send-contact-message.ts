import type { ContactMessage, ContactResponse } from '@waha/shared';
import { useCallback, useState } from 'react';
import { apiPost } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-response';

export async function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  return parseAnswer('contact', 'ContactResponseSchema', await apiPost('/contact', message));
}

type SendState =
  | { status: 'idle' | 'pending'; error: null }
  | { status: 'success'; error: null }
  | { status: 'error'; error: unknown };

/**
 * The footer renders on every page, including outside the query provider in layout tests, so
 * this one-shot call keeps its own small state instead of a TanStack mutation.
 */
export function useSendContactMessage() {
  const [state, setState] = useState<SendState>({ status: 'idle', error: null });
  const send = useCallback(async (message: ContactMessage) => {
    setState({ status: 'pending', error: null });
    try {
      const result = await sendContactMessage(message);
      setState({ status: 'success', error: null });
      return result;
    } catch (error) {
      setState({ status: 'error', error });
      throw error;
    }
  }, []);
  return {
    send,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}

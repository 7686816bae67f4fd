import type { ComponentProps } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

type FormProps = Omit<ComponentProps<'form'>, 'method' | 'action'>;
type SubmitEvent = Parameters<NonNullable<FormProps['onSubmit']>>[0];

/**
 * The only way to render a <form> (lint refuses a bare one). Without scripts, or on a tap before
 * the page is live, the browser submits the form itself: `method="post"` keeps the fields out of
 * the address bar, history and logs, and the action is the page's own address, which the server
 * answers with the same page and a notice that nothing was sent (ADR 2104). Once the page is
 * live, the browser never submits it: the handler runs and the app sends the data.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return useInRouterContext() ? (
    <RoutedForm {...props} onSubmit={submit} />
  ) : (
    // Only a component test renders a form outside the router; the app always has one.
    <form {...props} method="post" onSubmit={submit} />
  );
}

function RoutedForm(props: FormProps) {
  const { pathname, search } = useLocation();
  return <form {...props} method="post" action={`${pathname}${search}`} />;
}

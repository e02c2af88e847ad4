import type { ReactNode } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { unsubscribeAction, unsubscribeLoader } from '#web/lib/email-unsubscribe.server';

interface Props {
  /** Where the person manages the same e-mails while signed in. */
  manageHref: string;
  classes: { section?: string; button?: string };
}

/**
 * An e-mail's unsubscribe page: asks first, and the button is a plain form POST that works without JavaScript.
 * The route's loader and action are `unsubscribeLoader` / `unsubscribeAction`.
 */
export function EmailUnsubscribe({ manageHref, classes }: Props) {
  const page = useLoaderData<typeof unsubscribeLoader>();
  const outcome = useActionData<typeof unsubscribeAction>();
  const busy = useNavigation().state === 'submitting';
  const { texts } = page;
  const problem = outcome?.problem ?? page.problem;
  const section = (testId: string, body: ReactNode) => (
    <section className={classes.section} data-testid={testId}>
      {body}
      <p>
        <Link to={manageHref}>{texts.manage}</Link>
      </p>
    </section>
  );
  if (problem || !page.token)
    return section(
      'unsubscribe-invalid',
      <>
        <h1>{texts.invalidTitle}</h1>
        <p role="alert">{problem}</p>
      </>,
    );
  if (outcome?.done)
    return section(
      'unsubscribe-done',
      <>
        <h1>{texts.title}</h1>
        <p role="status">{texts.done}</p>
      </>,
    );
  return section(
    'unsubscribe-confirm',
    <>
      <h1>{texts.title}</h1>
      <p>{texts.confirm}</p>
      <Form method="post" action={`?${new URLSearchParams({ token: page.token })}`}>
        <button type="submit" className={classes.button} disabled={busy} data-testid="unsubscribe-button">
          {texts.button}
        </button>
      </Form>
    </>,
  );
}

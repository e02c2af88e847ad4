import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mailUrl = () => process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:3327';

/** Every message the product has sent so far, as the catcher's SMTP server received it. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl()}/messages`);
  expect(res.ok, 'the mail catcher answers').toBe(true);
  return (await res.json()) as CaughtMail[];
}

/** Waits until a message to `to` whose subject matches arrives (the outbox sender polls every 250 ms). */
export async function waitForMail(to: string, subject: RegExp, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect(async () => {
    found = (await caughtMail()).find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
    expect(found, `a message to ${to} matching ${subject}`).toBeDefined();
  }).toPass({ timeout });
  return found!;
}

/** The first link of the site in a message's text (confirmation, reset). */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  expect(match, `a link in "${mail.subject}"`).not.toBeNull();
  return new URL(match![0]);
}

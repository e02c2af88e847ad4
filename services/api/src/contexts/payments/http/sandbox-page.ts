import type { Locale } from '@anonse/contracts';

const TEXTS = {
  pl: {
    title: 'Testowa bramka płatności',
    note: 'To jest piaskownica: żadne pieniądze nie zostaną pobrane. Przycisk „Zapłać” wysyła do serwisu podpisane powiadomienie o płatności, tak jak zrobiłby to prawdziwy operator.',
    order: 'Zamówienie',
    points: 'Punkty',
    amount: 'Kwota',
    pay: 'Zapłać',
    cancel: 'Anuluj',
    done: 'To zamówienie zostało już rozliczone.',
    back: 'Wróć do serwisu',
  },
  en: {
    title: 'Test payment gateway',
    note: 'This is a sandbox: no money is taken. “Pay” sends the site a signed payment notification, as a real provider would.',
    order: 'Order',
    points: 'Points',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This order has been settled already.',
    back: 'Back to the site',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const formatPln = (grosze: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency: 'PLN' }).format(grosze / 100);

export interface SandboxPageModel {
  locale: Locale;
  orderId: string;
  points: number;
  amountGrosze: number;
  /** The form's action and its order-bound token; absent once the order is settled (no buttons then). */
  form: { action: string; token: string } | null;
  returnUrl: string;
}

/**
 * The sandbox's checkout page: plain server-rendered HTML, no script at all (the CSP allows none inline), two
 * buttons posting a form to the sandbox itself. Every value is escaped.
 */
export function renderSandboxPage(m: SandboxPageModel): string {
  const t = TEXTS[m.locale];
  const e = escapeHtml;
  const actions = m.form
    ? `<form method="post" action="${e(m.form.action)}">
        <input type="hidden" name="token" value="${e(m.form.token)}">
        <input type="hidden" name="lang" value="${m.locale}">
        <button type="submit" name="action" value="pay" class="pay" data-testid="sandbox-pay">${t.pay}</button>
        <button type="submit" name="action" value="cancel" class="cancel" data-testid="sandbox-cancel">${t.cancel}</button>
      </form>`
    : `<p>${t.done}</p><p><a href="${e(m.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${m.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#1b1b1f;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:22px;margin:0 0 8px}p{line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#555}dd{margin:0;font-weight:600}
form{display:flex;gap:12px;margin-top:20px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:1px solid #888;cursor:pointer}
.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}.cancel{background:#fff}
</style>
</head>
<body>
<main data-testid="sandbox-checkout">
<h1>${t.title}</h1>
<p>${t.note}</p>
<dl>
<dt>${t.order}</dt><dd>${e(m.orderId)}</dd>
<dt>${t.points}</dt><dd>${m.points}</dd>
<dt>${t.amount}</dt><dd>${e(formatPln(m.amountGrosze, m.locale))}</dd>
</dl>
${actions}
</main>
</body>
</html>`;
}

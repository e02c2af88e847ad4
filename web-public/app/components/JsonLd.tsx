import { jsonLdText } from '../lib/json-ld';
import { useCspNonce } from '../lib/csp-nonce';

/**
 * Structured data in the server HTML. It is data, not a script the browser runs; the nonce is there anyway so
 * that no CSP reading ever counts it as an inline script (browsers hide the attribute, hence no hydration warning).
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useCspNonce();
  return (
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

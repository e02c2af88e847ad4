import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce, provided by entry.server around the app. In the browser it is undefined: the
 * scripts already ran, and browsers hide the nonce attribute from the DOM anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = (): string | undefined => useContext(CspNonceContext);

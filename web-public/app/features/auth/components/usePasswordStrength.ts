import { useEffect, useState } from 'react';
import type { Locale } from '@anonse/contracts/browser';

// Dynamic, so the dictionaries (megabytes) are a chunk of their own, fetched once a password is typed.
type Estimator = typeof import('@anonse/contracts/password-strength');
let estimator: Promise<Estimator> | undefined;
const loadEstimator = (): Promise<Estimator> => (estimator ??= import('@anonse/contracts/password-strength'));

/**
 * A localized strength hint for `password` ("Siła hasła: słabe. To jest często używane hasło."), or undefined
 * while the field is empty or the estimator is still loading. Recomputed at most every 150 ms while typing.
 */
export function usePasswordStrengthHint(password: string, userInputs: readonly string[], locale: Locale): string | undefined {
  const [hint, setHint] = useState<string | undefined>(undefined);
  const inputsKey = userInputs.join('\u0000');
  useEffect(() => {
    if (!password) {
      setHint(undefined);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      loadEstimator()
        .then(({ passwordStrength }) => {
          if (cancelled) return;
          const s = passwordStrength(password, inputsKey ? inputsKey.split('\u0000') : [], locale);
          setHint([`${s.label}.`, ...s.problems.slice(s.problems.length > 1 ? 1 : 0), ...s.suggestions.slice(0, 1)].join(' '));
        })
        .catch(() => {
          // The hint is a convenience: the server checks the password either way.
          if (!cancelled) setHint(undefined);
        });
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey, locale]);
  return hint;
}

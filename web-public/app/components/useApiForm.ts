import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../lib/api';

export type FieldErrors = Record<string, string[]>;

/**
 * The error state every API-backed form keeps: errors per field and one general message. `showApiError`
 * puts a failed request into it: the API's field errors when it sent any (mapped by `mapFields`), else its
 * message (or the generic "failed" text). It answers whether field errors were shown.
 */
export function useApiForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const showApiError = (err: unknown, mapFields: (fields: FieldErrors) => FieldErrors = (fields) => fields): boolean => {
    if (err instanceof ApiRequestError && Object.keys(err.fieldErrors).length) {
      setErrors(mapFields(err.fieldErrors));
      return true;
    }
    setGeneral(err instanceof ApiRequestError ? err.message : t('auth.failed'));
    return false;
  };

  return { errors, setErrors, general, setGeneral, showApiError };
}

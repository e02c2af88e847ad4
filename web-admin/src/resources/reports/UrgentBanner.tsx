import Alert from '@mui/material/Alert';
import { useGetList, useTranslate } from 'react-admin';

/** Above the queue while any urgent report (underage, coercion) is open: these must not wait behind the rest. */
export const UrgentBanner = () => {
  const translate = useTranslate();
  const { total } = useGetList('reports', {
    filter: { status: 'open', severity: 'urgent' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  if (!total) return null;
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ mb: 1 }} data-testid="reports-urgent-banner">
      {translate('resources.reports.banner', { count: total })}
    </Alert>
  );
};

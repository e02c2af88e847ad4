import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId } from '@anonse/contracts/places';
import { useIntlLocale } from '#admin/components/fields';
import { AdPhotos } from './AdPhotos';
import { diffAdFields, type DiffField } from './diff';
import { useCategoryName, useLanguageName, useServiceName } from './reference';
import type { AdRecord } from './types';

const hour = (h: unknown) => (typeof h === 'number' ? `${String(h).padStart(2, '0')}:00` : '');

/** One value of a field as a person reads it (names, not slugs; prices in złoty). */
const useFormat = () => {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const serviceName = useServiceName();
  const languageName = useLanguageName();
  const locale = useIntlLocale();
  const pln = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 });
  return (field: DiffField, value: unknown, city: string | undefined): string => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
    switch (field) {
      case 'category':
        return categoryName(String(value));
      case 'province':
        return provinceBySlugOrId(String(value))?.name ?? String(value);
      case 'city':
        return cityByKeyOf(String(value))?.name ?? String(value);
      case 'district':
        return districtsOfCity(city ?? '').find((d) => d.slug === value)?.name ?? String(value);
      case 'services':
        return (value as string[]).map(serviceName).join(', ');
      case 'languages':
        return (value as string[]).map(languageName).join(', ');
      case 'outcalls':
        return translate(`resources.ads.outcalls.${String(value)}`, { _: String(value) });
      case 'workingHours': {
        const { from, to } = value as { from?: number; to?: number };
        return `${hour(from)}–${hour(to)}`;
      }
      case 'photos':
        return translate('resources.ads.diff.photos_changed', { smart_count: (value as unknown[]).length });
      default:
        return field.startsWith('prices.') && typeof value === 'number' ? pln.format(value) : String(value);
    }
  };
};

/**
 * A waiting revision of a live ad against the approved version, field by field: what the moderator approves or
 * rejects. The public version stays up meanwhile; city, phone and hours change at once and so never show here.
 */
export const RevisionDiff = () => {
  const record = useRecordContext<AdRecord>();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const changes = diffAdFields(record.fields, record.pendingFields);
  if (!record.pendingFields || changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="revision-diff-none">
        {translate('resources.ads.diff.none')}
      </Typography>
    );
  const photosChanged = changes.some((c) => c.field === 'photos');
  return (
    <Box data-testid="revision-diff">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.ads.diff.field')}</TableCell>
            <TableCell>{translate('resources.ads.diff.approved')}</TableCell>
            <TableCell>{translate('resources.ads.diff.pending')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map(({ field, before, after }) => (
            <TableRow key={field} data-testid="revision-diff-row" data-field={field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                {translate(`resources.ads.fields.fields.${field}`)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.secondary' }}>
                <Box component="del" sx={{ textDecorationColor: (t) => t.palette.error.main }}>
                  {format(field, before, record.fields.city)}
                </Box>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                <Box
                  component="ins"
                  sx={{ textDecoration: 'none', bgcolor: 'success.main', color: 'success.contrastText', px: 0.5, borderRadius: 0.5 }}
                >
                  {format(field, after, record.pendingFields?.city ?? record.fields.city)}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {photosChanged && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            {translate('resources.ads.diff.pending')} — {translate('resources.ads.fields.photos')}
          </Typography>
          <AdPhotos photos={record.pendingPhotos} testId="revision-photos" />
        </Box>
      )}
    </Box>
  );
};

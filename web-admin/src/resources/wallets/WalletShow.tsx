import Typography from '@mui/material/Typography';
import {
  Datagrid,
  FunctionField,
  ListBase,
  NumberField,
  Pagination,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField, useIntlLocale } from '#admin/components/fields';
import { AdjustWalletButtons } from './AdjustWalletButtons';
import type { WalletEntryRecord, WalletRecord } from './types';

const label = (key: string) => `resources.wallets.ledger.${key}`;

const Details = ({ entry }: { entry: WalletEntryRecord }) => {
  const translate = useTranslate();
  const parts: string[] = [];
  if (entry.adId) parts.push(translate('resources.wallets.details.ad', { ad: entry.adTitle ? `„${entry.adTitle}”` : entry.adId }));
  if (entry.days !== null) parts.push(translate('resources.wallets.details.days', { days: entry.days }));
  if (entry.reference) parts.push(translate('resources.wallets.details.reference', { reference: entry.reference }));
  if (entry.refundOf) parts.push(translate('resources.wallets.details.refundOf', { entry: entry.refundOf }));
  if (entry.reason) parts.push(entry.reason);
  return <span style={{ overflowWrap: 'anywhere' }}>{parts.join(' · ')}</span>;
};

/**
 * The ledger through the simple-rest dialect of GET /api/admin/wallets/:id/entries (resource `wallets/{id}/entries`),
 * newest first, with who made each entry and under which correlation: what an auditor replays.
 */
const Ledger = () => {
  const record = useRecordContext<WalletRecord>();
  const translate = useTranslate();
  const locales = useIntlLocale();
  if (!record) return null;
  return (
    <ListBase
      resource={`wallets/${encodeURIComponent(record.id)}/entries`}
      sort={{ field: 'position', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
    >
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate(label('title'))}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{translate(label('empty'))}</Typography>}
        data-testid="wallet-ledger"
      >
        <LocalDateField source="occurredAt" label={label('occurredAt')} showTime sortable={false} />
        <FunctionField<WalletEntryRecord> label={label('kind')} render={(e) => translate(`resources.wallets.kinds.${e.kind}`)} />
        <FunctionField<WalletEntryRecord>
          label={label('points')}
          textAlign="right"
          render={(e) => (
            <span style={{ color: e.points < 0 ? '#b91c1c' : '#047857', fontWeight: 600 }}>
              {e.points > 0 ? '+' : '−'}
              {new Intl.NumberFormat(locales).format(Math.abs(e.points))}
            </span>
          )}
        />
        <NumberField source="balanceAfter" label={label('balanceAfter')} locales={locales} sortable={false} />
        <FunctionField<WalletEntryRecord> label={label('details')} render={(e) => <Details entry={e} />} />
        <FunctionField<WalletEntryRecord>
          label={label('actor')}
          render={(e) =>
            e.actorId ? `${e.actorId} (${translate(`resources.wallets.roles.${e.actorRole ?? 0}`)})` : translate(label('system'))
          }
        />
        <TextField source="correlationId" label={label('correlationId')} sortable={false} emptyText="—" />
      </Datagrid>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ListBase>
  );
};

/** /admin/wallets/:id/show — the balance, grant / deduct (administrators) and the ledger. */
const WalletShow = () => {
  const translate = useTranslate();
  const locales = useIntlLocale();
  return (
    <Show
      actions={
        <TopToolbar>
          <AdjustWalletButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <FunctionField<WalletRecord> source="login" render={(r) => r.login ?? translate('resources.wallets.noLogin')} />
        <TextField source="id" />
        <NumberField source="balance" locales={locales} />
        <NumberField source="entries" locales={locales} />
        <LocalDateField source="updatedAt" showTime emptyText="—" />
        <Ledger />
      </SimpleShowLayout>
    </Show>
  );
};

export default WalletShow;

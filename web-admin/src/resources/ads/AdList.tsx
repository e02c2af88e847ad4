import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CITIES } from '@anonse/contracts/places';
import { canModerate, useRole } from '#admin/auth/permissions';
import { AD_STATUS_CHOICES, formatYesNo, parseYesNo, useCategoryChoices, useCategoryName, YES_NO_CHOICES } from './reference';
import { LocalDateField } from '#admin/components/fields';
import { BulkModerationButtons } from './BulkModerationButtons';
import { StatusChip } from './StatusChip';
import type { AdRecord } from './types';

const cityChoices = CITIES.map((c) => ({ id: c.key, name: c.key === c.slug ? c.name : `${c.name} (${c.provinceSlug})` }));
const cityName = (key: string | undefined) => (key ? (CITIES.find((c) => c.key === key)?.name ?? key) : '');

/** What to do when the filters match nothing: say so, and which filters to loosen. */
const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} data-testid="ads-empty">
      <Typography variant="subtitle1">{translate('resources.ads.list.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.ads.list.empty_hint')}
      </Typography>
    </Box>
  );
};

/**
 * /admin/ads (the spec's /admin/anonse/ redirects here) — every ad, filterable by state, text, city, category,
 * owner (login or id), verification and promotion; sortable (projections ADMIN_AD_SORT_FIELDS); bulk approve and
 * reject for moderators and administrators (an auditor gets no checkboxes at all).
 */
const AdList = () => {
  const categoryChoices = useCategoryChoices();
  const categoryName = useCategoryName();
  const role = useRole();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={AD_STATUS_CHOICES} alwaysOn />,
    <AutocompleteInput key="city" source="city" choices={cityChoices} alwaysOn sx={{ minWidth: 220 }} />,
    <TextInput key="owner" source="owner" alwaysOn resettable />,
    <SelectInput
      key="verified"
      source="verified"
      choices={YES_NO_CHOICES}
      parse={parseYesNo}
      format={formatYesNo}
      emptyText="resources.ads.filters.any"
      alwaysOn
    />,
    <SelectInput
      key="promoted"
      source="promoted"
      choices={YES_NO_CHOICES}
      parse={parseYesNo}
      format={formatYesNo}
      emptyText="resources.ads.filters.any"
      alwaysOn
    />,
    <SelectInput key="category" source="category" choices={categoryChoices} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      <Datagrid
        rowClick="show"
        bulkActionButtons={canModerate(role) ? <BulkModerationButtons /> : false}
        empty={<NoMatch />}
        data-testid="ads-table"
      >
        <TextField source="fields.title" sortBy="title" />
        <FunctionField<AdRecord> source="status" render={(r) => <StatusChip record={r} />} />
        <FunctionField<AdRecord> source="fields.category" sortBy="category" render={(r) => categoryName(r.fields?.category)} />
        <FunctionField<AdRecord> source="fields.city" sortBy="city" render={(r) => cityName(r.fields?.city)} />
        <BooleanField source="verified" sortable={false} />
        <BooleanField source="promoted" sortable={false} />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="approvedAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
};

export default AdList;

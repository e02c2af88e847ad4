import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { CITIES } from '@anonse/contracts/places';
import { AD_STATUS_CHOICES, useCategoryChoices, useCategoryName } from './reference';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from './StatusChip';
import type { AdRecord } from './types';

const cityChoices = CITIES.map((c) => ({ id: c.key, name: c.key === c.slug ? c.name : `${c.name} (${c.provinceSlug})` }));
const cityName = (key: string | undefined) => (key ? (CITIES.find((c) => c.key === key)?.name ?? key) : '');

/** Sortable columns use the API's sort keys (projections ADMIN_AD_SORT_FIELDS): title, status, city, category, createdAt, approvedAt. */

/** /admin/ads (the spec's /admin/anonse/ redirects here) — every ad, filterable by status, text, city and category; sortable; paginated. */
const AdList = () => {
  const categoryChoices = useCategoryChoices();
  const categoryName = useCategoryName();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={AD_STATUS_CHOICES} alwaysOn />,
    <AutocompleteInput key="city" source="city" choices={cityChoices} alwaysOn sx={{ minWidth: 220 }} />,
    <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="ads-table">
        <TextField source="fields.title" sortBy="title" />
        <FunctionField<AdRecord>
          source="status"
          render={(r) => <StatusChip record={r} />}
        />
        <FunctionField<AdRecord>
          source="fields.category"
          sortBy="category"
          render={(r) => categoryName(r.fields?.category)}
        />
        <FunctionField<AdRecord> source="fields.city" sortBy="city" render={(r) => cityName(r.fields?.city)} />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="approvedAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
};

export default AdList;

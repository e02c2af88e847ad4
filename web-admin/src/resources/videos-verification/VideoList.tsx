import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { VideoDecision } from './VideoDecision';
import type { VideoRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('resources.videos-verification.empty')}
    </Typography>
  );
};

/** /admin/videos-verification: clips waiting for review, the oldest on top; a row opens the clip. */
const VideoList = () => (
  <List sort={{ field: 'updatedAt', order: 'ASC' }} perPage={25} exporter={false} empty={<Empty />}>
    <Datagrid rowClick="show" bulkActionButtons={false} data-testid="videos-table">
      <FunctionField<VideoRecord>
        source="posterUrl"
        sortable={false}
        render={(r) => (r.posterUrl ? <img src={r.posterUrl} alt="" width={45} height={80} style={{ objectFit: 'cover' }} /> : null)}
      />
      <TextField source="adTitle" sortable={false} emptyText="—" />
      <FunctionField<VideoRecord> source="durationMs" sortable={false} render={(r) => `${Math.round(r.durationMs / 1000)} s`} />
      <LocalDateField source="uploadedAt" showTime sortable={false} />
      <VideoDecision />
    </Datagrid>
  </List>
);

export default VideoList;

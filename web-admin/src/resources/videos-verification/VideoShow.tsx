import { FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ClaimBanner } from '#admin/components/ClaimBanner';
import { LocalDateField } from '#admin/components/fields';
import { VideoDecision } from './VideoDecision';
import { VideoPlayer } from './VideoPlayer';
import type { VideoRecord } from './types';

/** Opening a clip claims it, so a second moderator sees who is deciding it. */
const Claim = () => {
  const record = useRecordContext<VideoRecord>();
  return record ? <ClaimBanner itemType="video" itemId={String(record.id)} /> : null;
};

/** One clip: played inline with the attestation beside it, and the decision. */
const VideoShow = () => (
  <Show
    actions={
      <TopToolbar>
        <VideoDecision />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <Claim />
      <VideoPlayer />
      <TextField source="adTitle" emptyText="—" />
      <TextField source="ownerId" />
      <TextField source="status" />
      <FunctionField<VideoRecord> source="durationMs" render={(r) => `${Math.round(r.durationMs / 1000)} s`} />
      <LocalDateField source="uploadedAt" showTime />
      <LocalDateField source="decidedAt" showTime emptyText="—" />
      <TextField source="decidedBy" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export default VideoShow;

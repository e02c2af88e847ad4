import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/**
 * The `notes` resource (API /api/admin/notes): no list page and so no menu entry; the notes are shown inside an
 * account (AccountNotes). Registered so react-admin's data hooks and texts (`resources.notes.*`) know it.
 */
export default {
  name: 'notes',
  position: 90,
  icon: StickyNote2Icon,
  messages,
} satisfies AdminResource;

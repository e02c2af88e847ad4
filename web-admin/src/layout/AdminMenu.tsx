import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import FlagIcon from '@mui/icons-material/Flag';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideocamIcon from '@mui/icons-material/Videocam';
import WifiIcon from '@mui/icons-material/Wifi';
import type { ReactElement } from 'react';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { resources } from '../resources';

/** Admin sections of spec § 2 that the console does not have yet: shown, disabled, never with fake data. */
const COMING_SOON: { key: string; path: string; icon: ReactElement }[] = [
  { key: 'salons', path: 'salons', icon: <StorefrontIcon /> },
  { key: 'accounts', path: 'accounts', icon: <PeopleIcon /> },
  { key: 'online', path: 'online', icon: <WifiIcon /> },
  { key: 'conversations', path: 'conversations', icon: <ForumIcon /> },
  { key: 'support', path: 'support', icon: <SupportAgentIcon /> },
  { key: 'videos_verification', path: 'videos-verification', icon: <VideocamIcon /> },
  { key: 'verifications', path: 'verifications', icon: <VerifiedUserIcon /> },
  { key: 'reports', path: 'reports', icon: <FlagIcon /> },
];

export const AdminMenu = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const [open] = useSidebarState();
  return (
    <Menu data-testid="admin-menu">
      {open && (
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="h6" component="p" data-testid="admin-greeting">
            {translate('anonse.greeting')}
          </Typography>
        </Box>
      )}
      <Menu.Item
        to={`${basename}/dashboard/`}
        primaryText="anonse.menu.dashboard"
        leftIcon={<AssignmentTurnedInIcon />}
        data-testid="menu-dashboard"
      />
      {resources.map(({ name }) => (
        <Menu.ResourceItem key={name} name={name} data-testid={`menu-${name}`} />
      ))}
      {COMING_SOON.map(({ key, path, icon }) => (
        <Tooltip key={key} title={translate('anonse.coming_soon')} placement="right">
          <span>
            <MenuItem disabled data-testid={`menu-${path}`} aria-disabled="true" sx={{ py: 0.75 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
              {open && (
                <ListItemText
                  primary={translate(`anonse.menu.${key}`)}
                  secondary={translate('anonse.coming_soon')}
                  slotProps={{ secondary: { variant: 'caption' } }}
                />
              )}
            </MenuItem>
          </span>
        </Tooltip>
      ))}
    </Menu>
  );
};

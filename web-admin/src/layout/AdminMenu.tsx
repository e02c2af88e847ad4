import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Menu, useBasename, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { useRole } from '../auth/permissions';

/**
 * The side menu: the greeting of docs/product.md § 2, the queue, then only the resources App.tsx registered for this role
 * (sections of docs/product.md § 2 whose contexts have not landed are simply absent, never shown disabled).
 */
export const AdminMenu = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const [open] = useSidebarState();
  const role = useRole();
  const definitions = useResourceDefinitions();
  return (
    <Menu data-testid="admin-menu">
      {open && (
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="h6" component="p" data-testid="admin-greeting">
            {translate('anonse.greeting')}
          </Typography>
          {role !== undefined && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              sx={{ mt: 0.5 }}
              label={translate(`anonse.roles.${role}`, { _: '' })}
              data-testid="admin-role"
              data-role={role}
            />
          )}
        </Box>
      )}
      {/* The ads queue with its keyboard shortcuts: the dashboard counts every queue, this is where ads are decided. */}
      <Menu.Item
        to={`${basename}/queue/ads`}
        primaryText="anonse.menu.ads_queue"
        leftIcon={<AssignmentTurnedInIcon />}
        data-testid="menu-ads-queue"
      />
      {Object.values(definitions)
        .filter((d) => d.hasList)
        .map(({ name }) => (
          <Menu.ResourceItem key={name} name={name} data-testid={`menu-${name}`} />
        ))}
    </Menu>
  );
};

import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * docs/product.md § 2: the admin side menu takes 3 of 12 width units. On desktop (md and up) it is a plain column of 25%
 * (collapsible to icons with the app-bar toggle); on smaller screens react-admin's drawer.
 */
export const AdminSidebar = ({ children, ...rest }: SidebarProps) => {
  const desktop = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open] = useSidebarState();
  if (!desktop) return <Sidebar {...rest}>{children}</Sidebar>;
  return (
    <Box
      component="nav"
      data-testid="admin-sidebar"
      sx={{
        flex: open ? '0 0 25%' : '0 0 56px',
        maxWidth: open ? '25%' : 56,
        minWidth: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& .RaMenu-open, & .RaMenu-closed': { width: '100%' },
      }}
    >
      <Box sx={{ position: 'sticky', top: 48 }}>{children}</Box>
    </Box>
  );
};

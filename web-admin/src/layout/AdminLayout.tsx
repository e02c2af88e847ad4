import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { AdminSidebar } from './AdminSidebar';

/** react-admin's app bar stays: it carries the language switch and, since App.tsx gives a dark theme, the theme toggle. */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu} sidebar={AdminSidebar}>
    {children}
  </Layout>
);

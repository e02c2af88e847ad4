import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { AdminSidebar } from './AdminSidebar';

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu} sidebar={AdminSidebar}>
    {children}
  </Layout>
);

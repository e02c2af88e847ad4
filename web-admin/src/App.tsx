import { lazy } from 'react';
import { Admin, CustomRoutes, Navigate, Resource, useBasename, defaultTheme } from 'react-admin';
import { BrowserRouter, Navigate as RouterNavigate, Route, Routes } from 'react-router-dom';
import { createDataProvider } from './api/dataProvider';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import anonse from './anonse';

const PendingDashboard = lazy(() => import('./dashboard/PendingDashboard'));

const dataProvider = createDataProvider();

/** `/admin/` itself: the spec's home of the admin area is /admin/dashboard/. */
const ToDashboard = () => <Navigate to={`${useBasename()}/dashboard/`} replace />;

const theme = { ...defaultTheme, sidebar: { width: 240, closedWidth: 56 } };

/** The console is mounted at /admin (Vite `base: '/admin/'`, the API serves index.html for every /admin/* path). */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Admin
            basename="/admin"
            title="anonse — admin"
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            layout={AdminLayout}
            dashboard={ToDashboard}
            theme={theme}
            requireAuth
            disableTelemetry
          >
            <Resource name="anonse" {...anonse} />
            <CustomRoutes>
              <Route path="/dashboard" element={<PendingDashboard />} />
            </CustomRoutes>
          </Admin>
        }
      />
      <Route path="*" element={<RouterNavigate to="/admin/dashboard/" replace />} />
    </Routes>
  </BrowserRouter>
);

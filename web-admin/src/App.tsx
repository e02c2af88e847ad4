import { Admin, CustomRoutes, Navigate, Resource, useBasename, defaultTheme } from 'react-admin';
import { BrowserRouter, Navigate as RouterNavigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { createDataProvider } from './api/dataProvider';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { resources } from './resources';
import { AdPendingList } from './resources/ads';

const dataProvider = createDataProvider();

/** `/admin/` itself: the spec's home of the admin area is /admin/dashboard/. */
const ToDashboard = () => <Navigate to={`${useBasename()}/dashboard/`} replace />;

/** The spec's console URL of all ads, /admin/anonse/…, is the `ads` resource: same sub-path, query and hash. */
const ToAds = () => {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <RouterNavigate to={{ pathname: `/admin/ads/${rest}`, search, hash }} replace />;
};

const theme = { ...defaultTheme, sidebar: { width: 240, closedWidth: 56 } };

/** The console is mounted at /admin (Vite `base: '/admin/'`, the API serves index.html for every /admin/* path). */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path="/admin/anonse/*" element={<ToAds />} />
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
            {resources.map(({ messages, ...resource }) => (
              <Resource key={resource.name} {...resource} />
            ))}
            <CustomRoutes>
              <Route path="/dashboard" element={<AdPendingList />} />
            </CustomRoutes>
          </Admin>
        }
      />
      <Route path="*" element={<RouterNavigate to="/admin/dashboard/" replace />} />
    </Routes>
  </BrowserRouter>
);

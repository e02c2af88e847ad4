import { Admin, CustomRoutes, Navigate, Resource, useBasename } from 'react-admin';
import { BrowserRouter, Navigate as RouterNavigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { Role } from '@anonse/contracts';
import { createDataProvider } from './api/dataProvider';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { canSeeResource } from './layout/access';
import { resources } from './resources';
import { AdPendingList } from './resources/ads';
import { darkTheme, lightTheme } from './theme/theme';

const dataProvider = createDataProvider();

/** `/admin/` itself: the spec's home of the admin area is /admin/dashboard/. */
const ToDashboard = () => <Navigate to={`${useBasename()}/dashboard/`} replace />;

/** The spec's console URL of all ads, /admin/anonse/…, is the `ads` resource: same sub-path, query and hash. */
const ToAds = () => {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <RouterNavigate to={{ pathname: `/admin/ads/${rest}`, search, hash }} replace />;
};

/**
 * The console is mounted at /admin (Vite `base: '/admin/'`, the API serves index.html for every /admin/* path).
 * Resources are registered per role (react-admin's function children run once permissions are known), so a page
 * whose API answers 403 for this role has neither a menu entry nor a route.
 */
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
            theme={lightTheme}
            darkTheme={darkTheme}
            requireAuth
            disableTelemetry
          >
            {(permissions: Role | undefined) => (
              <>
                {resources
                  .filter((r) => canSeeResource(r, permissions))
                  .map(({ messages, access, ...resource }) => (
                    <Resource key={resource.name} {...resource} />
                  ))}
                <CustomRoutes>
                  <Route path="/queue/ads" element={<AdPendingList />} />
                </CustomRoutes>
              </>
            )}
          </Admin>
        }
      />
      <Route path="*" element={<RouterNavigate to="/admin/dashboard/" replace />} />
    </Routes>
  </BrowserRouter>
);

// The spec's route table.
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from '@provana/router';
import { LoadingState } from '@provana/ui';
import { DashboardLayout } from '../layout/dashboard-layout';
import { WorkspaceGate } from '../delegation/workspace/workspace-gate';
import { DashboardSectionRoute } from './dashboard-section-route';
import { DEFAULT_SECTION, sectionPath } from '../lib/sections';

// Rarely opened and never on the dashboard's cold load: these route modules load on first visit.
const PrintReportRoute = lazy(() => import('./print-report-route'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const printReport = (
  <Suspense fallback={<LoadingState label="Loading Executive Report..." />}>
    <PrintReportRoute />
  </Suspense>
);

/** / and /dashboard open the daily brief, keeping any query (e.g. a remote override). */
function ToDefaultSection() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: sectionPath(DEFAULT_SECTION), search }} replace />;
}

export default function AppRoutes() {
  // Every route shows the workspace the URL names (?workspace=), checked before anything of it loads.
  return (
    <WorkspaceGate>
      <Routes>
        <Route path="/" element={<ToDefaultSection />} />
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<ToDefaultSection />} />
          <Route path=":section" element={<DashboardSectionRoute />} />
        </Route>
        <Route path="/print-report" element={printReport} />
        <Route path="/print-report/:type" element={printReport} />
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
    </WorkspaceGate>
  );
}

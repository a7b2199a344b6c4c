// The spec's route table.
import { Navigate, Route, Routes, useLocation } from '@provana/router';
import { DashboardLayout } from '../layout/dashboard-layout';
import { DashboardSectionRoute } from './dashboard-section-route';
import { NotFoundPage } from './not-found-page';
import { PrintReportRoute } from './print-report-route';
import { DEFAULT_SECTION, sectionPath } from './sections';

/** / and /dashboard open the daily brief, keeping any query (e.g. a remote override). */
function ToDefaultSection() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: sectionPath(DEFAULT_SECTION), search }} replace />;
}

export default function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ToDefaultSection />} />
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route index element={<ToDefaultSection />} />
        <Route path=":section" element={<DashboardSectionRoute />} />
      </Route>
      <Route path="/print-report" element={<PrintReportRoute />} />
      <Route path="/print-report/:type" element={<PrintReportRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

// Exposed as mf_print/PrintReport: the /print-report[/type] page, default-exported, no props
// (the type comes from the route, ?auto-print=true from the query).
import { PrintReportPage } from '../features/report-page/print-report-page';

export default PrintReportPage;

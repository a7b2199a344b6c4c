// Exposed as mf_leadership/WeeklyInsights: the section, default-exported, no required props.
import { InsightsSection } from '../features/insights/insights-section';

export default InsightsSection;

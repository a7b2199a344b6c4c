// Exposed as mf_brief/DailyBrief: the section, default-exported, no required props.
import { DailyBriefSection } from '../features/daily-brief/daily-brief-section';

export default DailyBriefSection;

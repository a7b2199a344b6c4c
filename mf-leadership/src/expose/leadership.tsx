// Exposed as mf_leadership/Leadership: the section, default-exported, no required props.
import { LeadershipSection } from '../features/leadership/leadership-section';

export default LeadershipSection;

// Exposed as mf_planning/Decisions: the section, default-exported, no required props.
import { DecisionsSection } from '../features/decisions/decisions-section';

export default DecisionsSection;

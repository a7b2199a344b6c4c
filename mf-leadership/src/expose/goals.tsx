// Exposed as mf_leadership/Goals: the section, default-exported, no required props.
import { GoalsSection } from '../features/goals/goals-section';

export default GoalsSection;

// Exposed as mf_team/Team: the section, default-exported, no required props.
import { TeamSection } from '../features/team/team-section';

export default TeamSection;

// Exposed as mf_planning/TimeBlocks: the section, default-exported, no required props.
import { TimeBlocksSection } from '../features/time-blocks/time-blocks-section';

export default TimeBlocksSection;

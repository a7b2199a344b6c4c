// Exposed as mf_brief/LifeEvents: the section, default-exported, no required props.
import { LifeEventsSection } from '../features/life-events/life-events-section';

export default LifeEventsSection;

// Exposed as mf_brief/Memory: the section, default-exported, no required props.
import { MemorySection } from '../features/memory/memory-section';

export default MemorySection;

// Exposed as mf_voice/VoiceInsights: the section (with the recorder), default-exported, no props.
import { VoiceInsightsSection } from '../features/voice-insights/voice-insights-section';

export default VoiceInsightsSection;

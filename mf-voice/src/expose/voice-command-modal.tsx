// Exposed as mf_voice/VoiceCommandModal: the header's modal, { open, onClose } (see the shell's
// remotes/voice-command-host.tsx). Loaded when the modal first opens.
import { VoiceCommandModal } from '../features/voice-command/voice-command-modal';

export default VoiceCommandModal;

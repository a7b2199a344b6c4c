// The header's voice command modal, loaded from mf_voice when first opened.
import { voiceCommandSource } from '../lib/sections';
import { RemoteDialogHost, type RemoteDialogProps } from './remote-dialog-host';

export default function VoiceCommandHost(props: RemoteDialogProps) {
  return (
    <RemoteDialogHost
      {...props}
      source={voiceCommandSource}
      title="Voice Command"
      loadingLabel="Loading voice commands..."
      dismissText="Cancel"
      closeLabel="Close voice command"
    />
  );
}

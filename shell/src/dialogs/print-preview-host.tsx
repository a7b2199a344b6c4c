// The assistant panel's Print Report Preview, loaded from mf_print when Print Executive Report is
// first clicked.
import { RemoteDialogHost, type RemoteDialogProps } from '../remotes/remote-dialog-host';
import { printPreviewSource } from '../lib/sections';

export default function PrintPreviewHost(props: RemoteDialogProps) {
  return (
    <RemoteDialogHost
      {...props}
      source={printPreviewSource}
      title="Print Report Preview"
      loadingLabel="Loading the print preview..."
      dismissText="Close"
      closeLabel="Close print preview"
    />
  );
}

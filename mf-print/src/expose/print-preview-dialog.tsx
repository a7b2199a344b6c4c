// Exposed as mf_print/PrintPreviewDialog: the Print Report Preview dialog, default-exported,
// props { open, onClose }. The shell loads it only when Print Executive Report is clicked.
import { PrintPreviewDialog } from '../features/preview/print-preview-dialog';

export default PrintPreviewDialog;
export type { PrintPreviewDialogProps } from '../features/preview/print-preview-dialog';

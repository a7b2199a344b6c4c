// '@provana/ui/parts': components a few remotes share but the dashboard's first screen does not use.
// Not a shared singleton: each remote that imports it bundles these few lines, built on the shared
// '@provana/ui' (imported by package name), so the cold load of the daily brief carries none of them.
export { SelectableItem } from './selectable-item';
export { StatTile } from './stat-tile';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { FormDialogFooter, type FormDialogFooterProps } from './form-dialog-footer';
export * from './icons';
export { PriorityLegend } from './priority-legend';
export { PriorityDistributionBar, type PriorityDistributionBarProps } from './priority-distribution-bar';
export { distributionWidths, type PriorityCounts } from '../priority/distribution';
export { NativeSelect } from './native-select';
export { Meter, type MeterProps } from './meter';
export { FormError } from './form-error';
export { SnippetText } from './snippet-text';
export { RadioFieldset, type RadioFieldsetProps } from './radio-fieldset';
export { PrivateBadge, PrivateCheckbox, PrivateToggle, type PrivateCheckboxProps, type PrivateToggleProps } from './private-item';

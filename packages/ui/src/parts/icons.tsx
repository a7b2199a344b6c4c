// Icons no app uses yet, kept for the next screen that needs one: in '@provana/ui/parts' (bundled by
// whoever imports it), so they add nothing to the shared design-system chunk. Move an icon to
// icons/icons.tsx when the shell or several remotes use it.
import { createIcon } from '@provana/ui';

export const MicOffIcon = createIcon(
  'MicOffIcon',
  <>
    <path d="M2 2l20 20M9 9v1a3 3 0 0 0 5.1 2.1M15 9.3V5a3 3 0 0 0-5.9-.8" />
    <path d="M17 16.9A7 7 0 0 1 5 10M19 10a7 7 0 0 1-.1 1.2M12 17v5M8 22h8" />
  </>,
);
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const ClockIcon = createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const CheckIcon = createIcon('CheckIcon', <path d="M20 6L9 17l-5-5" />);
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const UsersIcon = createIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a5 5 0 0 0-3-4.6" />
  </>,
);
export const TargetIcon = createIcon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
export const BrainIcon = createIcon(
  'BrainIcon',
  <>
    <path d="M9 3a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3 3 3 0 0 0 3-3V6a3 3 0 0 0-3-3z" />
    <path d="M15 3a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3 3 3 0 0 1-3-3" />
  </>,
);
export const PrinterIcon = createIcon(
  'PrinterIcon',
  <>
    <path d="M6 9V2h12v7" />
    <rect x="2" y="9" width="20" height="9" rx="2" />
    <path d="M6 14h12v8H6z" />
  </>,
);
export const PlayIcon = createIcon('PlayIcon', <path d="M6 3l14 9-14 9z" />);
export const PauseIcon = createIcon('PauseIcon', <path d="M6 4h4v16H6zM14 4h4v16h-4z" />);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M18 6L6 18M6 6l12 12" />);
export const LogOutIcon = createIcon(
  'LogOutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const HomeIcon = createIcon(
  'HomeIcon',
  <>
    <path d="M3 10l9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>,
);
export const BarChartIcon = createIcon('BarChartIcon', <path d="M12 20V10M18 20V4M6 20v-4" />);
export const SendIcon = createIcon(
  'SendIcon',
  <>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4z" />
  </>,
);
export const FileTextIcon = createIcon(
  'FileTextIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);
export const ZapIcon = createIcon('ZapIcon', <path d="M13 2L3 14h9l-1 8 10-12h-9z" />);
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

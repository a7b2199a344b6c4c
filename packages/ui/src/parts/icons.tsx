// The lock of private items: in '@provana/ui/parts' (bundled by whoever imports it), so it adds
// nothing to the shared design-system chunk. Move an icon to icons/icons.tsx when the shell or
// several remotes use it.
import { createIcon } from '@provana/ui';

export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

// Small inline SVG icons (no icon library): 24×24 stroke drawings sized by font size.
// Decorative by default (aria-hidden); pass `title` to make an icon an image with a name.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  /** CSS size (default 1em: follows the surrounding text). */
  size?: string | number;
}

export function createIcon(displayName: string, shape: ReactNode) {
  function Icon({ title, size = '1em', ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title && <title>{title}</title>}
        {shape}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

import type { Ref, SVGProps } from 'react';
import { StyledIcon } from './Icon.styles';
import { icons, type IconName } from './icons';

export type IconSize = 'small' | 'medium' | 'large';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name' | 'ref' | 'size'> & {
  /** Which icon to draw. */
  name: IconName;
  /** 16 px (small, inside small controls and text), 20 px (medium), 24 px (large). */
  size?: IconSize;
  /**
   * What the icon means, for screen readers. Leave it out when the icon only decorates a
   * control or text that already says the same thing: the icon is then hidden from them.
   */
  label?: string;
  ref?: Ref<SVGSVGElement>;
};

const mirrored = new Set<IconName>(['chevron-right', 'chevron-left', 'logout']);

/** One of the product's inline SVG icons. Colour follows the text (`currentColor`). */
export function Icon({ name, size = 'medium', label, ...rest }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <StyledIcon
      {...rest}
      {...a11y}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-size={size}
      data-icon={name}
      data-mirror={mirrored.has(name) || undefined}
    >
      {icons[name]}
    </StyledIcon>
  );
}

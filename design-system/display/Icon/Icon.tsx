import { useEffect, useState, type Ref, type SVGProps } from 'react';
import { drawingOf, loadMoreIcons } from './drawings';
import { StyledIcon } from './Icon.styles';
import type { IconName } from './icons';

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

/**
 * One of the product's inline SVG icons. Colour follows the text (`currentColor`). An icon whose
 * drawing has not loaded yet keeps its size, and is drawn when it arrives.
 */
export function Icon({ name, size = 'medium', label, ...rest }: IconProps) {
  const drawing = drawingOf(name);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (drawing === undefined) {
      loadMoreIcons().then(
        () => setArrived((count) => count + 1),
        () => undefined,
      );
    }
  }, [drawing]);
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
      {drawing}
    </StyledIcon>
  );
}

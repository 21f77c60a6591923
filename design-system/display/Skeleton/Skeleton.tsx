import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '#ds/i18n';
import { StyledCircle, StyledLine, StyledLines, StyledRectangle } from './Skeleton.styles';

type SkeletonBaseProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  ref?: Ref<HTMLSpanElement>;
};

export type SkeletonTextProps = SkeletonBaseProps & {
  /** Lines of text at the current font size; the last is shorter. */
  variant?: 'text';
  lines?: number;
};

export type SkeletonCircleProps = SkeletonBaseProps & {
  /** A round placeholder for an avatar: 24, 40 or 64 px like `Avatar`. */
  variant: 'circle';
  size?: 'small' | 'medium' | 'large';
};

export type SkeletonRectangleProps = SkeletonBaseProps & {
  /** A block placeholder for an image, a video or a card. */
  variant: 'rectangle';
  /** CSS length or pixels (default 100%). */
  width?: string | number;
  /** CSS length or pixels (default 120 px). */
  height?: string | number;
};

export type SkeletonProps = SkeletonTextProps | SkeletonCircleProps | SkeletonRectangleProps;

const length = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is still loading. Always hidden from
 * screen readers: put skeletons inside a `Skeleton.Group`, which marks the region busy and
 * says 'Loading…' once, then shows the content in the same place.
 */
function SkeletonShape(props: SkeletonProps) {
  if (props.variant === 'circle') {
    const { variant, size = 'medium', ...rest } = props;
    return <StyledCircle {...rest} data-variant={variant} data-size={size} aria-hidden="true" />;
  }
  if (props.variant === 'rectangle') {
    const { variant, width = '100%', height = 120, ...rest } = props;
    return (
      <StyledRectangle
        {...rest}
        data-variant={variant}
        $width={length(width)}
        $height={length(height)}
        aria-hidden="true"
      />
    );
  }
  const { variant, lines = 1, ...rest } = props;
  return (
    <StyledLines {...rest} data-variant={variant ?? 'text'} aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <StyledLine key={index} />
      ))}
    </StyledLines>
  );
}

export type SkeletonGroupProps = HTMLAttributes<HTMLDivElement> & {
  /** While true the region is `aria-busy` and screen readers hear `label` instead of the shapes. */
  loading: boolean;
  /** What is loading ('Loading videos…'). Defaults to 'Loading…'. */
  label?: string;
  /** Skeletons while loading, the content after: both in this same region. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The region that holds loading content. It stays in place when loading ends, so
 * `aria-busy` flips to false on the same element and focus and reading position hold.
 */
function SkeletonGroup({ loading, label, children, ...rest }: SkeletonGroupProps) {
  const t = useT();
  return (
    <div {...rest} aria-busy={loading}>
      {loading && <span className="visually-hidden">{label ?? t('common.loading')}</span>}
      {children}
    </div>
  );
}

export const Skeleton = Object.assign(SkeletonShape, { Group: SkeletonGroup });

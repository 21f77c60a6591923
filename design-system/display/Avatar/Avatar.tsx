import { useState, type HTMLAttributes, type Ref } from 'react';
import { Icon } from '../Icon';
import { StyledAvatar, StyledImage } from './Avatar.styles';

export type AvatarSize = 'small' | 'medium' | 'large';

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The person's or church's name: initials are drawn from it and it is the default alt text. */
  name: string;
  /** Photo URL. When it is missing or fails to load, the initials show instead. */
  src?: string;
  /** Alt text of the photo, when it should say more than the name. */
  alt?: string;
  /** 24, 40 or 64 px. */
  size?: AvatarSize;
  /**
   * Hide from screen readers when the name is written right beside the avatar, so it is not
   * read twice.
   */
  decorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
};

const tones = ['accent', 'success', 'warning', 'critical', 'info', 'neutral'] as const;

/** Up to two letters: the first of the first and last words ('Grace Kim' → 'GK', '김민준' → '김'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const initials =
    words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return initials.toLocaleUpperCase();
}

/** The same name always gets the same colour, so people are easy to tell apart in a list. */
function toneOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length];
}

/** A round picture of a person or a church, or their initials when there is no picture. */
export function Avatar({
  name,
  src,
  alt,
  size = 'medium',
  decorative = false,
  ...rest
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  const initials = initialsOf(name);
  // Without a name there is nothing to announce.
  const hidden = decorative || !(alt ?? name).trim();
  const a11y = hidden
    ? ({ 'aria-hidden': true } as const)
    : showImage
      ? {}
      : ({ role: 'img', 'aria-label': alt ?? name } as const);
  return (
    <StyledAvatar
      {...rest}
      {...a11y}
      data-size={size}
      data-tone={showImage ? 'neutral' : toneOf(name)}
    >
      {showImage ? (
        <StyledImage
          src={src}
          alt={hidden ? '' : (alt ?? name)}
          onError={() => setFailedSrc(src)}
        />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Icon name="user" size={size === 'large' ? 'large' : 'small'} />
      )}
    </StyledAvatar>
  );
}

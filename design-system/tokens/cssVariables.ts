import { colorThemes, font, layer, motion, radius, shadow, size, space } from './tokens';

/** Turns `camelCase` into `kebab-case` for custom property names. */
function kebab(name: string): string {
  return name
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replace(/([a-z])(\d)/g, '$1-$2');
}

type VarMap<T> = { readonly [K in keyof T]: string };

function toVars<T extends Record<string | number, string>>(group: string, values: T): VarMap<T> {
  const entries = Object.keys(values).map((key) => [key, `var(--${group}-${kebab(key)})`]);
  return Object.fromEntries(entries) as VarMap<T>;
}

function toDeclarations(group: string, values: Record<string | number, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `--${group}-${kebab(key)}: ${value};`)
    .join('\n');
}

/**
 * Typed references to every token as a CSS custom property, e.g. `vars.color.accent` is
 * `var(--color-accent)`. Styled templates interpolate these static strings only.
 */
export const vars = {
  color: toVars('color', colorThemes.light),
  space: toVars('space', space),
  radius: toVars('radius', radius),
  font: toVars('font', font),
  shadow: toVars('shadow', shadow),
  layer: toVars('layer', layer),
  motion: toVars('motion', motion),
  size: toVars('size', size),
} as const;

/** The custom property declarations: shared ones on :root, colours per `data-theme`. */
export const themeCss = `
:root {
${toDeclarations('space', space)}
${toDeclarations('radius', radius)}
${toDeclarations('font', font)}
${toDeclarations('shadow', shadow)}
${toDeclarations('layer', layer)}
${toDeclarations('motion', motion)}
${toDeclarations('size', size)}
}
:root, [data-theme='light'] {
color-scheme: light;
${toDeclarations('color', colorThemes.light)}
}
[data-theme='dark'] {
color-scheme: dark;
${toDeclarations('color', colorThemes.dark)}
}
`;

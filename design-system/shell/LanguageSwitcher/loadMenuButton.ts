import type { MenuButton } from '../MenuButton/MenuButton';

export type MenuButtonComponent = typeof MenuButton;

/** The menu button, once its chunk has arrived: later switchers draw it at once. */
export let loadedMenuButton: MenuButtonComponent | undefined;

/**
 * Loads the menu button's code (its own chunk, app/bundles.ts). Stories and tests await it
 * first, so the switcher they draw is the whole menu button from the first frame.
 */
export async function loadMenuButton(): Promise<MenuButtonComponent> {
  loadedMenuButton ??= (await import('../MenuButton/MenuButton')).MenuButton;
  return loadedMenuButton;
}

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../fixtures/renderWithI18n';
import { MenuButton } from './MenuButton';

function Harness({ onSelect = () => {} }: { onSelect?: () => void }) {
  return (
    <>
      <MenuButton buttonContent="Fruit">
        <MenuButton.Item onSelect={onSelect}>Apple</MenuButton.Item>
        <MenuButton.Item onSelect={() => {}}>Banana</MenuButton.Item>
        <MenuButton.Separator />
        <MenuButton.Item onSelect={() => {}}>Cherry</MenuButton.Item>
      </MenuButton>
      <button type="button">after</button>
    </>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton (useMenuButton)', () => {
  it('opens with Down on the first item, Up on the last; arrows, Home, End and letters move', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const button = screen.getByRole('button', { name: 'Fruit' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Apple'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Banana'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Cherry'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Apple'));
    await user.keyboard('{Home}c');
    expect(document.activeElement).toBe(item('Cherry'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Cherry'));
  });

  it('chooses with Enter, closes and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithI18n(<Harness onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(item('Apple'));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fruit' }));
  });

  it('closes on Tab, moving on from the button, and on a press outside', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const button = screen.getByRole('button', { name: 'Fruit' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));

    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

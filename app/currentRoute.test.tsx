import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentRouteProvider, useCurrentRoute, useRouteParam } from './currentRoute';
import { routeByName } from './routes';

function Probe() {
  const current = useCurrentRoute();
  return (
    <p>
      {current?.route.name ?? 'none'} {useRouteParam('id') ?? '-'}
    </p>
  );
}

describe('CurrentRouteProvider', () => {
  it('tells containers their route and params', () => {
    render(
      <CurrentRouteProvider
        value={{ route: routeByName('message'), params: { id: '3' }, locale: 'en', theme: 'light' }}
      >
        <Probe />
      </CurrentRouteProvider>,
    );
    expect(screen.getByText('message 3')).toBeTruthy();
  });

  it('is null outside the router', () => {
    render(<Probe />);
    expect(screen.getByText('none -')).toBeTruthy();
  });
});

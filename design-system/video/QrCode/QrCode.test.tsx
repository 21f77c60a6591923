import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../testUtils';
import { QrCode } from './QrCode';
import { printableQrSvg, qrFileName } from './printableQrSvg';

function parse(markup: string) {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document.documentElement;
}

describe('printableQrSvg', () => {
  const markup = printableQrSvg({
    moduleCount: 21,
    path: 'M 0 0 l 1 0 0 1 -1 0 Z',
    title: 'QR code for https://a.example/?x=1&y=<2>',
  });

  it('is a well-formed stand-alone SVG file', () => {
    expect(
      markup.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"',
      ),
    ).toBe(true);
    expect(parse(markup).tagName).toBe('svg');
  });

  it('has an explicit print size in millimetres', () => {
    const svg = parse(markup);
    expect(svg.getAttribute('width')).toBe('50mm');
    expect(svg.getAttribute('height')).toBe('50mm');
    expect(
      parse(printableQrSvg({ moduleCount: 21, path: 'M0 0', sizeMm: 25.4 })).getAttribute('width'),
    ).toBe('25.4mm');
  });

  it('adds a four-module quiet zone painted white, with the modules in black', () => {
    const svg = parse(markup);
    expect(svg.getAttribute('viewBox')).toBe('-4 -4 29 29');
    const rect = svg.querySelector('rect')!;
    expect([
      rect.getAttribute('x'),
      rect.getAttribute('y'),
      rect.getAttribute('width'),
      rect.getAttribute('height'),
    ]).toEqual(['-4', '-4', '29', '29']);
    expect(rect.getAttribute('fill')).toBe('white');
    const path = svg.querySelector('path')!;
    expect(path.getAttribute('d')).toBe('M 0 0 l 1 0 0 1 -1 0 Z');
    expect(path.getAttribute('fill')).toBe('black');
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges');
  });

  it('stays vector: no embedded bitmap', () => {
    expect(markup).not.toMatch(/<image|data:image/);
  });

  it('escapes the title', () => {
    expect(markup).toContain('<title>QR code for https://a.example/?x=1&amp;y=&lt;2&gt;</title>');
    expect(parse(markup).querySelector('title')?.textContent).toBe(
      'QR code for https://a.example/?x=1&y=<2>',
    );
  });

  it('can leave out the title and the quiet zone', () => {
    const bare = printableQrSvg({ moduleCount: 21, path: 'M0 0', quietZone: 0 });
    expect(bare).not.toContain('<title>');
    expect(parse(bare).getAttribute('viewBox')).toBe('0 0 21 21');
  });
});

describe('qrFileName', () => {
  it('names the file after the slug', () => {
    expect(qrFileName('grace-church')).toBe('grace-church-qr-code.svg');
    expect(qrFileName('Grace Church / Main')).toBe('grace-church-main-qr-code.svg');
    expect(qrFileName('')).toBe('qr-code.svg');
    expect(qrFileName(undefined)).toBe('qr-code.svg');
    expect(qrFileName('../..')).toBe('qr-code.svg');
  });
});

describe('QrCode download', () => {
  let saved: Blob | undefined;
  let fileName: string | undefined;

  beforeEach(() => {
    saved = undefined;
    fileName = undefined;
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:qr';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('downloads the same code as on screen, as a print SVG named after the slug', async () => {
    const { container } = renderInEnglish(
      <QrCode
        value="https://stories.example.org/grace-church"
        slug="grace-church"
        printSizeMm={40}
      />,
    );
    const screenSvg = container.querySelector('svg[role="img"]')!;
    expect(screenSvg.getAttribute('aria-label')).toBe(
      'QR code for https://stories.example.org/grace-church',
    );
    const screenModules = screenSvg.querySelectorAll('path')[1]!.getAttribute('d');
    const side = Number(screenSvg.getAttribute('viewBox')!.split(' ')[2]);

    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));

    expect(fileName).toBe('grace-church-qr-code.svg');
    expect(saved?.type).toBe('image/svg+xml');
    const file = parse(await saved!.text());
    expect(file.getAttribute('width')).toBe('40mm');
    expect(file.getAttribute('viewBox')).toBe(`-4 -4 ${side + 8} ${side + 8}`);
    expect(file.querySelector('path')!.getAttribute('d')).toBe(screenModules);
    expect(file.querySelector('title')!.textContent).toBe(
      'QR code for https://stories.example.org/grace-church',
    );

    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:qr');
  });

  it('says how large the print file is', () => {
    renderInEnglish(<QrCode value="https://stories.example.org/a" />);
    const button = screen.getByRole('button', { name: 'Download SVG' });
    const hint = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Vector file for print, 50 mm wide');
  });
});

import { describe, expect, it } from 'vitest';
import { desktopPaths } from './paths';

describe('desktopPaths', () => {
  it('finds preload and renderer next to the built main file', () => {
    expect(desktopPaths('file:///app/out/main/index.js')).toEqual({ preload: '/app/out/preload/index.cjs', renderer: '/app/out/renderer/' });
  });

  it('works inside app.asar and with spaces in the install path', () => {
    const paths = desktopPaths('file:///opt/UTair%20Cargo/resources/app.asar/out/main/index.js');
    expect(paths.preload).toBe('/opt/UTair Cargo/resources/app.asar/out/preload/index.cjs');
  });
});

import { describe, expect, it } from 'vitest';
import { chromiumLaunch, UNPRIVILEGED_LAUNCHER } from './pdf-renderer.js';

describe('chromiumLaunch', () => {
  it('chromiumLaunch as root starts Chromium sandboxed through the unprivileged launcher', () => {
    const launch = chromiumLaunch('/usr/bin/chromium', true, 0);
    expect(launch.executablePath).toBe(UNPRIVILEGED_LAUNCHER);
    expect(launch.env?.TIERMAP_CHROMIUM_REAL).toBe('/usr/bin/chromium');
    expect(launch.chromiumSandbox).toBe(true);
    expect(launch.args).not.toContain('--no-sandbox');
  });

  it('chromiumLaunch as another user starts Chromium itself, sandboxed', () => {
    expect(chromiumLaunch('/usr/bin/chromium', true, 1000)).toMatchObject({
      executablePath: '/usr/bin/chromium',
      chromiumSandbox: true,
    });
  });

  it('chromiumLaunch turns the sandbox off only when told to (TIERMAP_CHROMIUM_SANDBOX=false)', () => {
    expect(chromiumLaunch('/usr/bin/chromium', false, 0)).toMatchObject({
      executablePath: '/usr/bin/chromium',
      chromiumSandbox: false,
    });
  });
});

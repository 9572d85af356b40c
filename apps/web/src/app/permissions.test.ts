import { describe, expect, it } from 'vitest';
import { whoamiOf } from '../test-support/whoami-fixture.js';
import {
  maintenancePermission,
  signedInLabel,
  tokensPermission,
  uploadPermission,
} from './permissions.js';

describe('permissions', () => {
  it('uploadPermission allows an admin any carrier and a carrier token its own only', () => {
    expect(uploadPermission(whoamiOf('admin'), true, 'dfn')).toEqual({ allowed: true });
    expect(uploadPermission(whoamiOf('carrier', 'geant'), true, 'geant')).toEqual({
      allowed: true,
    });
    expect(uploadPermission(whoamiOf('carrier', 'geant'), true, 'dfn')).toEqual({
      allowed: false,
      reason: "Your carrier token acts for geant only; it may not upload dfn's equipment.",
    });
  });

  it('tokensPermission allows admins only (the nav shows Tokens to them alone)', () => {
    expect(tokensPermission(whoamiOf('admin'), true)).toEqual({ allowed: true });
    expect(tokensPermission(whoamiOf('engineer'), true)).toEqual({
      allowed: false,
      reason:
        'Your engineer token may not create, list or revoke tokens; that needs an admin token.',
    });
    expect(tokensPermission(whoamiOf('carrier', 'geant'), true).allowed).toBe(false);
    expect(tokensPermission(undefined, false).allowed).toBe(false);
  });

  it('uploadPermission explains what would allow it to a viewer, an engineer and nobody', () => {
    expect(uploadPermission(whoamiOf('viewer'), true, 'geant')).toEqual({
      allowed: false,
      reason:
        "Your viewer token may not upload geant's equipment; that needs a carrier token for geant or an admin token.",
    });
    expect(uploadPermission(whoamiOf('engineer'), true, 'geant').allowed).toBe(false);
    expect(uploadPermission(whoamiOf(null), false, 'geant')).toEqual({
      allowed: false,
      reason:
        "Sign in with a carrier token for geant or an admin token to upload geant's equipment.",
    });
  });

  it('maintenancePermission allows engineers and carriers, and waits for whoami before allowing', () => {
    expect(maintenancePermission(whoamiOf('engineer'), true, 'dfn').allowed).toBe(true);
    expect(maintenancePermission(whoamiOf('carrier', 'geant'), true).allowed).toBe(true);
    expect(maintenancePermission(whoamiOf('carrier', 'geant'), true, 'dfn').allowed).toBe(false);
    expect(maintenancePermission(whoamiOf('collector'), true).allowed).toBe(false);
    const checking = maintenancePermission(undefined, true);
    expect(checking.allowed).toBe(false);
    expect(checking.allowed ? '' : checking.reason).toMatch(/^Checking/);
  });

  it('signedInLabel names the person, the role and a carrier token’s carrier', () => {
    expect(signedInLabel({ ...whoamiOf('admin'), name: 'Ada' })).toBe('Ada · admin');
    expect(signedInLabel({ ...whoamiOf('carrier', 'geant'), name: 'GÉANT NOC' })).toBe(
      'GÉANT NOC · carrier geant',
    );
  });
});

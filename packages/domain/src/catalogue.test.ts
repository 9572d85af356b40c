import { describe, expect, it } from 'vitest';
import {
  CSV_TABLE_ENTRIES,
  LINK_CROSSINGS,
  OPTIONAL_LIST_ENTRIES,
  SUSPECT_RANK,
  isLinkCrossed,
  linkCrossedElements,
  linksCrossing,
  pluralOf,
} from './catalogue.js';
import { carrierUploadSchema } from './carrier-upload.js';
import { linkSchema } from './link.js';

describe('entity catalogue', () => {
  it('LINK_CROSSINGS derives the patch panels links cross from the link’s listed references', () => {
    expect(LINK_CROSSINGS).toContainEqual({
      field: 'patchPanelIds',
      kind: 'patchPanel',
      sliceKey: 'patchPanels',
      label: 'PatchPanel',
      rel: 'VIA',
    });
    expect(isLinkCrossed('patchPanel')).toBe(true);
    expect(isLinkCrossed('trunk')).toBe(false);
  });

  it('linkCrossedElements and linksCrossing read what a link crosses, and who crosses it', () => {
    const links = [
      { id: 'par-gva', patchPanelIds: ['par-pp1', 'gva-pp2'] },
      { id: 'par-lon', patchPanelIds: ['par-pp1'] },
      { id: 'gva-fra' },
    ];
    expect(linkCrossedElements(links[0] ?? { id: '' })).toEqual([
      { kind: 'patchPanel', id: 'par-pp1' },
      { kind: 'patchPanel', id: 'gva-pp2' },
    ]);
    expect(linksCrossing(links, 'patchPanel', 'par-pp1')).toEqual(['par-gva', 'par-lon']);
  });

  it('SUSPECT_RANK puts a patch panel first and a router last', () => {
    expect(SUSPECT_RANK).toMatchObject({ router: 4, blade: 3, patchPanel: 0, link: 1, trunk: 2 });
  });

  it('names kinds for people, and lists the kinds with optional lists and tables of their own', () => {
    expect(pluralOf('maintenance')).toBe('maintenance windows');
    expect(OPTIONAL_LIST_ENTRIES.map((e) => e.sliceKey)).toContain('patchPanels');
    expect(CSV_TABLE_ENTRIES.map((e) => e.csvTable)).toContain('patch-panels');
  });

  it('the link and upload link schemas take the crossing lists from the catalogue, bounded in uploads', () => {
    expect(Object.keys(linkSchema.shape)).toContain('patchPanelIds');
    const link = {
      id: 'l1',
      name: 'L1',
      aPortId: 'a',
      zPortId: 'z',
      capacityBps: 1e9,
      patchPanelIds: Array.from({ length: 17 }, (_, i) => `pp${i}`),
    };
    const parsed = carrierUploadSchema.safeParse({
      format: 'tiermap-carrier/1',
      carrier: 'geant',
      links: [link],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['links', 0, 'patchPanelIds']);
  });
});

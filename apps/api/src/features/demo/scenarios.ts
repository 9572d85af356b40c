import type { LinkEndsRow } from '../metrics/link-map.js';
import {
  CERN_TO_CALTECH,
  CERN_TO_FNAL,
  CERN_TO_FZK,
  FZK_TO_CERN,
  GEANT_CERN_ACCESS,
  opposite,
  PATCH_PANEL_LINK,
  RAL_TRUNK,
  TRANSATLANTIC_LINK,
} from './demo-crossings.js';
import { between, type Random } from './random.js';
import { packetsPerSecond, type RateOverride } from './traffic-model.js';

/** The incidents of domain.md the demo can replay, each with a one-line description. */
export const SCENARIOS = [
  {
    name: 'fzk-patch-panel',
    description:
      'Faulty patch panel in GÉANT France: FZK to CERN falls to tens of Mb/s with ~5 % errors on Paris–Geneva; CERN to FZK stays near 900 Mb/s',
  },
  {
    name: 'ral-trunk',
    description:
      'Bad load sharing on the JANET London–Reading 2x1G trunk: one member saturated with errors, the other almost idle',
  },
  {
    name: 'fnal-transatlantic',
    description:
      'USLHCNet Geneva–Chicago near capacity with discards: CalTech traffic is added and the FNAL rate drops',
  },
  {
    name: 'geant-maintenance',
    description:
      "The equipment of GÉANT's announced maintenance goes dark: its links send no samples and turn stale",
  },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

export function isScenarioName(name: string): name is ScenarioName {
  return SCENARIOS.some((scenario) => scenario.name === name);
}

/** What a scenario sees at one step of the simulation. */
export interface ScenarioContext {
  rows: readonly LinkEndsRow[];
  tMs: number;
  /** When the scenario was played. */
  startedMs: number;
  /** This scenario's seeded stream for this step. */
  random: Random;
  /** Equipment ids (links or routers) of the maintenance window `geant-maintenance` darkens. */
  maintenanceEquipment: readonly string[];
}

/** What a scenario changes: rates of some link directions, and links that send nothing. */
export interface ScenarioEffect {
  overrides: RateOverride[];
  darkLinkIds: string[];
}

const MBPS = 1e6;
const FZK_ONLY = new Set(['dfn-fra-geant', 'dfn-ka-fra', 'dfn-ka-fzk']);

/**
 * Incident 2: on FZK's way back, Paris–Geneva loses about 5 % of its packets as errors and every
 * FZK-bound return link carries only a few tens of Mb/s; the other direction of Paris–Geneva is
 * clean and CERN to FZK keeps about 900 Mb/s. GÉANT's CERN access link carries every GÉANT
 * site's return traffic, so it keeps its modelled load.
 */
export function fzkPatchPanel(context: ScenarioContext): ScenarioEffect {
  const { random } = context;
  const overrides: RateOverride[] = [];
  for (const hop of FZK_TO_CERN) {
    if (hop.linkId === GEANT_CERN_ACCESS) continue;
    const bps = between(random, 20 * MBPS, 50 * MBPS);
    const lossRatio = hop.linkId === PATCH_PANEL_LINK ? between(random, 0.045, 0.055) : 0;
    overrides.push({ ...hop, bps, errorsPerSec: packetsPerSecond(bps) * lossRatio });
  }
  const patchPanelReturn = FZK_TO_CERN.find((hop) => hop.linkId === PATCH_PANEL_LINK);
  if (patchPanelReturn !== undefined) {
    overrides.push({
      linkId: PATCH_PANEL_LINK,
      direction: opposite(patchPanelReturn.direction),
      errorsPerSec: 0,
    });
  }
  for (const hop of CERN_TO_FZK) {
    overrides.push(
      FZK_ONLY.has(hop.linkId)
        ? { ...hop, bps: between(random, 890 * MBPS, 910 * MBPS), errorsPerSec: 0 }
        : { ...hop, errorsPerSec: 0 },
    );
  }
  return { overrides, darkLinkIds: [] };
}

/**
 * Incident 4: the London–Reading trunk hashes nearly all of its traffic onto member 1, which runs
 * at 97-99.5 % with errors and discards, while member 2 idles at 1-3 %.
 */
export function ralTrunk(context: ScenarioContext): ScenarioEffect {
  const { random } = context;
  const saturated = `${RAL_TRUNK}-1`;
  const idle = `${RAL_TRUNK}-2`;
  const overrides: RateOverride[] = [];
  const saturatedCapacity = capacityOf(context.rows, saturated);
  if (saturatedCapacity !== undefined) {
    const bps = saturatedCapacity * between(random, 0.97, 0.995);
    overrides.push({
      linkId: saturated,
      direction: 'AtoZ',
      bps,
      errorsPerSec: packetsPerSecond(bps) * between(random, 0.003, 0.01),
      outDiscardsPerSec: packetsPerSecond(bps) * between(random, 0.01, 0.03),
    });
  }
  const idleCapacity = capacityOf(context.rows, idle);
  if (idleCapacity !== undefined) {
    overrides.push({
      linkId: idle,
      direction: 'AtoZ',
      bps: idleCapacity * between(random, 0.01, 0.03),
      errorsPerSec: 0,
      outDiscardsPerSec: 0,
    });
  }
  return { overrides, darkLinkIds: [] };
}

const CALTECH_RAMP_MS = 120_000;
const RENO_CYCLE_MS = 20_000;

/**
 * Incident 1: Geneva–Chicago runs near capacity with discards. Over two minutes CalTech's share
 * grows from 50 to 500 Mb/s, and FNAL's steady 5 Gb/s turns into a Reno sawtooth between about
 * 2 and 4 Gb/s: halved after each loss, climbing back over 20 s.
 */
export function fnalTransatlantic(context: ScenarioContext): ScenarioEffect {
  const { random } = context;
  const elapsedMs = Math.max(0, context.tMs - context.startedMs);
  const ramp = Math.min(1, elapsedMs / CALTECH_RAMP_MS);
  const cycle = (elapsedMs % RENO_CYCLE_MS) / RENO_CYCLE_MS;
  const caltechBps = (50 + 450 * ramp) * MBPS * between(random, 0.97, 1.03);
  const fnalBps = 5e9 * (1 - ramp * (0.6 - 0.4 * cycle)) * between(random, 0.98, 1.02);
  const overrides: RateOverride[] = [];
  const shared = new Set(CERN_TO_FNAL.map((hop) => hop.linkId));
  for (const hop of CERN_TO_CALTECH) {
    if (!shared.has(hop.linkId)) overrides.push({ ...hop, bps: caltechBps });
  }
  for (const hop of CERN_TO_FNAL) {
    if (hop.linkId === 'uslhcnet-chi-starlight') {
      overrides.push({ ...hop, bps: fnalBps + caltechBps });
    } else if (hop.linkId === TRANSATLANTIC_LINK) {
      const bps = (capacityOf(context.rows, hop.linkId) ?? 0) * between(random, 0.96, 0.99);
      const discardRatio = 0.002 + 0.015 * ramp * between(random, 0.8, 1.2);
      overrides.push({ ...hop, bps, outDiscardsPerSec: packetsPerSecond(bps) * discardRatio });
    } else if (hop.linkId !== 'uslhcnet-cern') {
      overrides.push({ ...hop, bps: fnalBps });
    }
  }
  return { overrides, darkLinkIds: [] };
}

/**
 * Incident 9: the equipment of the announced GÉANT maintenance stops answering: every link named
 * in it, or ending on a router named in it, sends no samples, so the live view marks it stale.
 */
export function geantMaintenance(context: ScenarioContext): ScenarioEffect {
  const dark = new Set(context.maintenanceEquipment);
  const darkLinkIds = context.rows
    .filter((row) => dark.has(row.linkId) || dark.has(row.aRouterId) || dark.has(row.zRouterId))
    .map((row) => row.linkId);
  return { overrides: [], darkLinkIds };
}

export const SCENARIO_EFFECTS: Record<ScenarioName, (context: ScenarioContext) => ScenarioEffect> =
  {
    'fzk-patch-panel': fzkPatchPanel,
    'ral-trunk': ralTrunk,
    'fnal-transatlantic': fnalTransatlantic,
    'geant-maintenance': geantMaintenance,
  };

function capacityOf(rows: readonly LinkEndsRow[], linkId: string): number | undefined {
  return rows.find((row) => row.linkId === linkId)?.capacityBps;
}

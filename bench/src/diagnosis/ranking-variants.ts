// What-if figures for the diagnosis ranking, on the very cases of `bench:diagnosis` (same seeds):
// the maintenance weight on equipment under an open window. Not tiermap's
// figures: a yardstick for changes to packages/analysis. `pnpm --filter @tiermap/bench exec tsx
// src/diagnosis/ranking-variants.ts [--cases N] [--seed S]`; see docs/diagnosis.md.
import { parseArgs } from 'node:util';
import { MAINTENANCE_WEIGHT, rankSuspects, riskModel, type RiskModel } from '@tiermap/analysis';
import { addOutcome, emptyTally, scoreCase, scoringIndex, type Tally } from './case-score.js';
import { DEFAULT_ZOO_DIR, harnessTopologies } from './harness-topologies.js';
import { HARNESS_CASE_OPTIONS, casePools, incidentCase } from './incident-cases.js';
import { derivedSeed, seededRandom } from './random.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20260611' },
    zoo: { type: 'string', default: DEFAULT_ZOO_DIR },
  },
});
const casesPerTopology = Number(values.cases);
const seed = Number(values.seed);

interface Variant {
  name: string;
  maintenanceWeight: number;
}
const variants: Variant[] = [
  { name: `as is (maintenance x${MAINTENANCE_WEIGHT})`, maintenanceWeight: MAINTENANCE_WEIGHT },
  { name: 'maintenance x20', maintenanceWeight: 20 },
  { name: 'maintenance x5', maintenanceWeight: 5 },
  { name: 'no maintenance weight', maintenanceWeight: 1 },
];
const tallies = variants.map(() => ({ 1: emptyTally(), 2: emptyTally() }));

for (const built of harnessTopologies(seed, values.zoo, () => undefined)) {
  const model = riskModel(built.topology);
  const pools = casePools(model);
  const index = scoringIndex(model);
  const random = seededRandom(derivedSeed(seed, `cases:${built.name}`));
  for (let i = 0; i < casesPerTopology; i += 1) {
    const causes = i % 2 === 0 ? 1 : 2;
    const incident = incidentCase(model, pools, random, { ...HARNESS_CASE_OPTIONS, causes });
    if (!incident.observations.includes('bad')) continue;
    variants.forEach((variant, v) => {
      const ranking = rankSuspects(model, incident.observations, {
        priorWeights: maintenanceWeights(
          model,
          incident.underMaintenance,
          variant.maintenanceWeight,
        ),
      });
      const outcome = scoreCase(
        index,
        incident,
        ranking.suspects.map((s) => s.element.key),
        ranking.causes,
      );
      addOutcome(tallies[v]?.[causes] ?? emptyTally(), outcome, 0);
    });
  }
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
const rate = (t: Tally, metric: 'top1' | 'top3'): string => percent(t[metric], t.cases);
process.stdout.write(
  `Ranking what-ifs, ${casesPerTopology} cases per topology, seed ${seed}\n\n` +
    '| variant | single top-1 | single top-3 | double top-1 | double top-3 | known right | wrong known |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n',
);
variants.forEach((variant, v) => {
  const one = tallies[v]?.[1] ?? emptyTally();
  const two = tallies[v]?.[2] ?? emptyTally();
  process.stdout.write(
    `| ${variant.name} | ${rate(one, 'top1')} | ${rate(one, 'top3')} | ${rate(two, 'top1')} | ` +
      `${rate(two, 'top3')} | ${percent(one.knownRight, one.maintenanceCases)} | ` +
      `${percent(one.wrongKnown, one.otherCases)} |\n`,
  );
});
process.stdout.write('\n(known right and wrong known: single causes.)\n');

/** Prior weights for equipment under maintenance, with a given weight (any direction of it). */
function maintenanceWeights(
  model: RiskModel,
  underMaintenance: ReadonlySet<string>,
  weight: number,
): Map<string, number> {
  return new Map(
    model.elements.filter((e) => underMaintenance.has(e.id)).map((e) => [e.key, weight]),
  );
}

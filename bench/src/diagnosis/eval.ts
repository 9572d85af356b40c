// The diagnosis evaluation harness: random incidents on real and synthetic backbones, tiermap's
// ranking beside the plain SCORE-greedy baseline. `pnpm --filter @tiermap/bench run
// bench:diagnosis [--cases N] [--seed S] [--zoo DIR]`; the method is in docs/diagnosis.md.
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  coveredElements,
  diagnose,
  riskModel,
  scoreGreedy,
  topologyIndex,
} from '@tiermap/analysis';
import { addOutcome, mergeTally, scoreCase, scoringIndex } from './case-score.js';
import { bayesOracle } from './bayes-oracle.js';
import { undecidableByWindows } from './known-decidable.js';
import { CAUSE_CLASSES, HARNESS_CASE_OPTIONS, casePools, incidentCase } from './incident-cases.js';
import {
  METHODS,
  byCauses,
  byMethod,
  percent,
  print,
  printGoals,
  printKnown,
  printTable,
  rate,
  type ByCauses,
} from './eval-report.js';
import { DEFAULT_ZOO_DIR, harnessTopologies } from './harness-topologies.js';
import type { IncidentTopology } from './incident-topology.js';
import { derivedSeed, seededRandom } from './random.js';

const CASE_OPTIONS = HARNESS_CASE_OPTIONS;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20260611' },
    zoo: {
      type: 'string',
      default: DEFAULT_ZOO_DIR,
    },
  },
});
const casesPerTopology = Number(values.cases);
const seed = Number(values.seed);
if (!Number.isInteger(casesPerTopology) || casesPerTopology < 2 || !Number.isInteger(seed)) {
  throw new Error('usage: eval.ts [--cases N (2 or more)] [--seed S (an integer)] [--zoo DIR]');
}

const started = performance.now();
print(
  `tiermap diagnosis evaluation: ${casesPerTopology} cases per topology, seed ${seed}; ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
);
print(
  `Half the cases have 1 cause, half 2; each cause under maintenance with p = ${CASE_OPTIONS.maintenanceShare}, ` +
    `${CASE_OPTIONS.decoysMin}-${CASE_OPTIONS.decoysMax} other elements under maintenance per case; ` +
    `each observation flipped with p = ${CASE_OPTIONS.noiseRatio}.`,
);

const topologies = harnessTopologies(seed, values.zoo, (file) =>
  print(`(skipped ${file}: not found)`),
);

const total = byCauses();
const perClass = new Map(CAUSE_CLASSES.map((c) => [c, byMethod()]));
const summary: string[] = [];
for (const built of topologies) {
  const result = evaluate(built);
  for (const causes of [1, 2] as const) {
    for (const method of METHODS) mergeTally(total[causes][method], result.tallies[causes][method]);
  }
  const [one, two] = [result.tallies[1], result.tallies[2]];
  summary.push(
    `| ${built.name} | ${rate(one.tiermap, 'top1')} | ${rate(one['SCORE greedy'], 'top1')} | ` +
      `${rate(one['Bayes oracle'], 'top1')} | ${rate(two.tiermap, 'top1')} | ` +
      `${rate(two['SCORE greedy'], 'top1')} | ${rate(two.tiermap, 'top3')} | ` +
      `${rate(two['SCORE greedy'], 'top3')} |`,
  );
}

print();
print('## All topologies');
print();
printTable(total);
print();
print('Single causes by kind, all topologies (top-1 / top-3, equivalence rule):');
print();
print(
  '| cause | cases | tiermap top-1 | tiermap top-3 | SCORE top-1 | SCORE top-3 | oracle top-1 | oracle top-3 |',
);
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [cls, tallies] of perClass) {
  const [t, b, o] = [tallies.tiermap, tallies['SCORE greedy'], tallies['Bayes oracle']];
  print(
    `| ${cls} | ${t.cases} | ${rate(t, 'top1')} | ${rate(t, 'top3')} | ${rate(b, 'top1')} | ` +
      `${rate(b, 'top3')} | ${rate(o, 'top1')} | ${rate(o, 'top3')} |`,
  );
}
print();
print('Per topology, top-1 (and top-3 for double causes):');
print();
print(
  '| topology | single: tiermap | SCORE | oracle | double: tiermap | SCORE | double top-3: tiermap | SCORE |',
);
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const line of summary) print(line);
print();
printGoals(total);
printKnown(total);
print();
print(`Run time ${((performance.now() - started) / 1000).toFixed(1)} s.`);

function evaluate(built: IncidentTopology): { tallies: ByCauses } {
  const { topology, stats } = built;
  const model = riskModel(topology);
  if (model.observables.length !== 2 * topology.paths.length) {
    throw new Error(`${built.name}: some path directions do not walk`);
  }
  const pools = casePools(model);
  const index = scoringIndex(model);
  const topologyIndexOf = topologyIndex(topology);
  const oracle = bayesOracle(model, pools, CASE_OPTIONS);
  const random = seededRandom(derivedSeed(seed, `cases:${built.name}`));
  const tallies = byCauses();
  const skipped = { 1: 0, 2: 0 };
  let masked = 0;
  let flipped = 0;
  let observed = 0;
  for (let i = 0; i < casesPerTopology; i += 1) {
    const causes = i % 2 === 0 ? 1 : 2;
    const incident = incidentCase(model, pools, random, { ...CASE_OPTIONS, causes });
    flipped += incident.flipped;
    observed += incident.observations.length;
    if (!incident.observations.includes('bad')) {
      skipped[causes] += 1;
      continue;
    }
    masked += Number(incident.masked);

    // The API's own rule for both the ranking and "known": the same coverage (a window on a
    // router covers its blades, one on a port its link) and the same function.
    const covered = new Set(
      coveredElements(topologyIndexOf, model, (id) =>
        incident.underMaintenance.has(id) ? id : undefined,
      ).keys(),
    );
    let clock = performance.now();
    const { ranking, maintenance } = diagnose({
      model,
      observations: incident.observations,
      covered,
      named: new Set(
        model.elements.filter((e) => incident.underMaintenance.has(e.id)).map((e) => e.key),
      ),
    });
    const rankMs = performance.now() - clock;
    clock = performance.now();
    const baseline = scoreGreedy(model, incident.observations);
    const baselineMs = performance.now() - clock;

    const ours = scoreCase(
      index,
      incident,
      ranking.suspects.map((s) => s.element.key),
      ranking.causes,
      maintenance.explained,
      undecidableByWindows(
        incident,
        model.elements.filter((e) => covered.has(e.key)),
      ),
    );
    const theirs = scoreCase(index, incident, baseline.ranked, baseline.causes);
    addOutcome(tallies[causes].tiermap, ours, rankMs);
    addOutcome(tallies[causes]['SCORE greedy'], theirs, baselineMs);
    if (causes === 2) continue;
    // The ceiling, for single causes only: it reports its most probable group as the cause.
    clock = performance.now();
    const best = oracle.rank(incident);
    const oracleMs = performance.now() - clock;
    const ceiling = scoreCase(index, incident, best, best.slice(0, 1));
    addOutcome(tallies[1]['Bayes oracle'], ceiling, oracleMs);
    const classTallies = perClass.get(incident.causeClasses[0] ?? 'router');
    if (classTallies !== undefined) {
      addOutcome(classTallies.tiermap, ours, rankMs);
      addOutcome(classTallies['SCORE greedy'], theirs, baselineMs);
      addOutcome(classTallies['Bayes oracle'], ceiling, oracleMs);
    }
  }

  const groups = new Set(model.elements.map((e) => e.observables.join(','))).size;
  print();
  print(`## ${built.name}`);
  print();
  print(
    `${stats.nodes} nodes, ${stats.edges} edges${stats.droppedNodes > 0 ? ` (${stats.droppedNodes} nodes outside the largest component dropped)` : ''}; ` +
      `${stats.routers} routers, ${stats.blades} blades, ${stats.links} links, ${stats.trunks} trunks; ` +
      `${topology.sites.length - 1} Tier1 sites, ${stats.paths} paths (${stats.asymmetricPaths} asymmetric), ` +
      `${model.observables.length} observables, ${model.elements.length} suspect elements in ${groups} distinct risk groups; ` +
      `${Math.round(stats.kmShare * 100)} % of edges routed by length, the rest by hop.`,
  );
  print(
    `Skipped (no bad observation): ${skipped[1]} single, ${skipped[2]} double; ` +
      `double cases with one cause masked by the other: ${masked}; ` +
      `observations flipped: ${percent(flipped, observed)}.`,
  );
  print();
  printTable(tallies);
  return { tallies };
}

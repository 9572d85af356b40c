// The diagnosis evaluation harness: random incidents on real and synthetic backbones, tiermap's
// ranking beside the plain SCORE-greedy baseline. `pnpm --filter @tiermap/bench run
// bench:diagnosis [--cases N] [--seed S] [--zoo DIR] [--variants base,hard,counters]
// [--fair-oracle] [--noise R]`; the method is in docs/diagnosis.md.
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
import {
  CAUSE_CLASSES,
  VARIANTS,
  casePools,
  incidentCase,
  type CaseOptions,
  type VariantName,
} from './incident-cases.js';
import {
  METHODS,
  byCauses,
  byMethod,
  percent,
  print,
  printGoals,
  printKnown,
  printTable,
  printVariantSummary,
  rate,
  type ByCauses,
} from './eval-report.js';
import { DEFAULT_ZOO_DIR, harnessTopologies } from './harness-topologies.js';
import type { IncidentTopology } from './incident-topology.js';
import { derivedSeed, seededRandom } from './random.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20260611' },
    zoo: {
      type: 'string',
      default: DEFAULT_ZOO_DIR,
    },
    variants: { type: 'string', default: Object.keys(VARIANTS).join(',') },
    'fair-oracle': { type: 'boolean', default: false },
    noise: { type: 'string' },
  },
});
const casesPerTopology = Number(values.cases);
const seed = Number(values.seed);
const variantNames = values.variants.split(',') as VariantName[];
/** `--noise R` overrides every variant's noise ratio (0: what the paths alone can tell). */
const noiseOverride = values.noise === undefined ? undefined : Number(values.noise);
if (
  !Number.isInteger(casesPerTopology) ||
  casesPerTopology < 2 ||
  !Number.isInteger(seed) ||
  !variantNames.every((name) => name in VARIANTS) ||
  (noiseOverride !== undefined && !(noiseOverride >= 0 && noiseOverride < 0.5))
) {
  throw new Error(
    'usage: eval.ts [--cases N (2 or more)] [--seed S (an integer)] [--zoo DIR] ' +
      `[--variants ${Object.keys(VARIANTS).join(',')}] [--fair-oracle] [--noise R]`,
  );
}

const started = performance.now();
print(
  `tiermap diagnosis evaluation: ${casesPerTopology} cases per topology, seed ${seed}; ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
);
print(
  `Half the cases have 1 cause, half 2; each cause under maintenance with p = ${VARIANTS.base.maintenanceShare}, ` +
    `${VARIANTS.base.decoysMin}-${VARIANTS.base.decoysMax} other elements under maintenance per case. ` +
    'Variants: base (each observation flipped with p = 0.05), hard (flipped with p = 0.1; a failed ' +
    'element makes each crossing path direction bad with p = 0.7), counters (the base cases, plus ' +
    'per-direction error counters on 70 % of links, drawn per case: errors with p = 0.6 on a failed ' +
    "element's links, 0.02 on healthy ones).",
);

const topologies = harnessTopologies(seed, values.zoo, (file) =>
  print(`(skipped ${file}: not found)`),
);

const overview: string[] = [];
for (const name of variantNames) {
  const options: Omit<CaseOptions, 'causes'> =
    noiseOverride === undefined ? VARIANTS[name] : { ...VARIANTS[name], noiseRatio: noiseOverride };
  const total = byCauses();
  const perClass = new Map(CAUSE_CLASSES.map((c) => [c, byMethod()]));
  const summary: string[] = [];
  print();
  print(`# Variant ${name}`);
  for (const built of topologies) {
    const result = evaluate(built, name, options, perClass, name === 'base');
    for (const causes of [1, 2] as const) {
      for (const method of METHODS) {
        mergeTally(total[causes][method], result.tallies[causes][method]);
      }
    }
    const [one, two] = [result.tallies[1], result.tallies[2]];
    summary.push(
      `| ${built.name} | ${rate(one.tiermap, 'top1')} | ${rate(one['SCORE greedy'], 'top1')} | ` +
        `${rate(one['Bayes oracle'], 'top1')} | ${rate(two.tiermap, 'top1')} | ` +
        `${rate(two['SCORE greedy'], 'top1')} | ${rate(two['Bayes oracle'], 'top1')} | ` +
        `${rate(two.tiermap, 'top3')} | ${rate(two['SCORE greedy'], 'top3')} | ` +
        `${rate(two['Bayes oracle'], 'top3')} |`,
    );
  }

  print();
  print(`## Variant ${name}: all topologies`);
  print();
  printTable(total);
  print();
  print(
    `Single causes by kind, variant ${name}, all topologies (top-1 / top-3, equivalence rule):`,
  );
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
  print(`Per topology, variant ${name}, top-1 (and top-3 for double causes):`);
  print();
  print(
    '| topology | single: tiermap | SCORE | oracle | double: tiermap | SCORE | oracle | double top-3: tiermap | SCORE | oracle |',
  );
  print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const line of summary) print(line);
  print();
  if (name === 'base') printGoals(total);
  printKnown(total);
  printVariantSummary(name, total, overview);
}
print();
print('# Summary: top-1 and top-3 per variant (equivalence rule)');
print();
print(
  '| variant | causes | tiermap top-1 | SCORE top-1 | oracle top-1 | tiermap top-3 | SCORE top-3 | oracle top-3 | tiermap − oracle, top-1 |',
);
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const line of overview) print(line);
print();
print(`Run time ${((performance.now() - started) / 1000).toFixed(1)} s.`);

function evaluate(
  built: IncidentTopology,
  variant: VariantName,
  options: Omit<CaseOptions, 'causes'>,
  perClass: Map<string, ReturnType<typeof byMethod>>,
  details: boolean,
): { tallies: ByCauses } {
  const { topology, stats } = built;
  const model = riskModel(topology);
  if (model.observables.length !== 2 * topology.paths.length) {
    throw new Error(`${built.name}: some path directions do not walk`);
  }
  const pools = casePools(model);
  const index = scoringIndex(model);
  const topologyIndexOf = topologyIndex(topology);
  const oracle = bayesOracle(model, pools, options, !values['fair-oracle']);
  // The hard variant draws its own cases; counters are the base cases plus their own stream.
  const random = seededRandom(
    derivedSeed(seed, variant === 'hard' ? `cases:hard:${built.name}` : `cases:${built.name}`),
  );
  const counterRandom = seededRandom(derivedSeed(seed, `counters:${built.name}`));
  const tallies = byCauses();
  const skipped = { 1: 0, 2: 0 };
  let masked = 0;
  let flipped = 0;
  let observed = 0;
  for (let i = 0; i < casesPerTopology; i += 1) {
    const causes = i % 2 === 0 ? 1 : 2;
    const incident = incidentCase(model, pools, random, { ...options, causes }, counterRandom);
    flipped += incident.flipped;
    observed += incident.observations.length;
    if (!incident.observations.includes('bad')) {
      skipped[causes] += 1;
      continue;
    }
    masked += Number(incident.masked);

    // The API's own rule for the ranking and for "known": the same coverage (a window on a
    // router covers its blades, one on a port its link) and the same function, diagnose().
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
      ...(incident.counters === undefined ? {} : { counters: incident.counters }),
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
    // The ceiling: it reports its most probable group (one cause) or its two most probable
    // groups (two causes) as the causes.
    clock = performance.now();
    const best = oracle.rank(incident);
    const oracleMs = performance.now() - clock;
    const ceiling = scoreCase(index, incident, best, best.slice(0, causes));
    addOutcome(tallies[causes]['Bayes oracle'], ceiling, oracleMs);
    if (causes === 2) continue;
    const classTallies = perClass.get(incident.causeClasses[0] ?? 'router');
    if (classTallies !== undefined) {
      addOutcome(classTallies.tiermap, ours, rankMs);
      addOutcome(classTallies['SCORE greedy'], theirs, baselineMs);
      addOutcome(classTallies['Bayes oracle'], ceiling, oracleMs);
    }
  }

  if (!details) return { tallies };
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

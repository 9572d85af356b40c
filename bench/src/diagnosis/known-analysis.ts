// Why the known rule misses (issue 18), on the very cases of bench:diagnosis (same seeds): classifies
// the real faults marked known, measures what the paths cannot tell apart, and sweeps the rule
// variants and Bayes-oracle frontiers quoted in docs/diagnosis.md ("The known rule"). A one-off
// analysis, kept to reproduce those figures: `cd bench && npx tsx src/diagnosis/known-analysis.ts
// --cases 4000 [--seed S] [--zoo DIR]` (a few minutes).
import { parseArgs } from 'node:util';
import {
  coveringIds,
  riskModel,
  topologyIndex,
  windowEvidence,
  type SuspectElement,
} from '@tiermap/analysis';
import {
  HARNESS_CASE_OPTIONS,
  casePools,
  causeClassOf as classOf,
  incidentCase,
} from './incident-cases.js';
import { DEFAULT_ZOO_DIR, harnessTopologies } from './harness-topologies.js';
import { derivedSeed, seededRandom } from './random.js';

function lnBinom(n: number, k: number): number {
  let r = 0;
  for (let i = 1; i <= k; i += 1) r += Math.log((n - k + i) / i);
  return r;
}
function lseA(xs: number[]): number {
  const m = Math.max(...xs);
  if (m === -Infinity) return m;
  return m + Math.log(xs.reduce((s, x) => s + Math.exp(x - m), 0));
}

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    cases: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '20260611' },
    zoo: { type: 'string', default: DEFAULT_ZOO_DIR },
  },
});
const casesPer = Number(values.cases);
const seed = Number(values.seed);
const W = Math.log(0.95 / 0.05);

interface Row {
  causes: 1 | 2;
  genMaintained: boolean;
  covCaused: boolean;
  known: boolean;
  undecidable: boolean;
  tag: string;
  /** best net (bad explained − good crossed) per class: c1 c2 (all covered), o10 o21 o20. */
  best: Record<string, number>;
  /** logsumexp of W*net per class. */
  sum: Record<string, number>;
  /** single causes: the oracle's log odds that the cause is under a window. */
  oracle: number;
  wa: number;
  fair: number;
  flat: number;
  tie: boolean;
  cls: string;
  /** group hypotheses: [net, coveredCount, uncoveredCount] per single; pairs likewise with two counts each. */
  gs: Array<[number, number, number]>;
  gp: Array<[number, number, number, number, number]>;
}
const rows: Row[] = [];
const CLASSES = ['c1', 'c2', 'o10', 'o21', 'o20'] as const;

for (const built of harnessTopologies(seed, values.zoo, () => undefined)) {
  const model = riskModel(built.topology);
  const pools = casePools(model);
  const tindex = topologyIndex(built.topology);
  const random = seededRandom(derivedSeed(seed, `cases:${built.name}`));
  const group = new Map(model.elements.map((e) => [e.key, e.observables.join(',')]));
  for (let i = 0; i < casesPer; i += 1) {
    const causes = i % 2 === 0 ? 1 : 2;
    const incident = incidentCase(model, pools, random, { ...HARNESS_CASE_OPTIONS, causes });
    const obs = incident.observations;
    if (!obs.includes('bad')) continue;
    const coveredEls = model.elements.filter((e) =>
      coveringIds(tindex, e).some((id) => incident.underMaintenance.has(id)),
    );
    const covered = new Set(coveredEls.map((e) => e.key));
    const named = new Set(
      model.elements.filter((e) => incident.underMaintenance.has(e.id)).map((e) => e.key),
    );
    let oracle = NaN;
    let fair = NaN;
    let flat = NaN;
    if (causes === 1) {
      const nb = (e: SuspectElement) => {
        let b = 0,
          g = 0;
        for (const at of e.observables) {
          if (obs[at] === 'bad') b += 1;
          else if (obs[at] === 'good') g += 1;
        }
        return (b - g) * W;
      };
      const classes = [...pools.byClass.entries()].filter(([, l]) => l.length > 0);
      const others = pools.equipment.length - 1;
      const k = incident.underMaintenance.size;
      const lnDec = (kk: number) =>
        kk < 1 || kk > 3 ? -Infinity : -Math.log(3) - lnBinom(others, kk);
      const ks: number[] = [];
      const us: number[] = [];
      for (const e of model.elements) {
        const cp = -Math.log(classes.length * (pools.byClass.get(classOf(e))?.length ?? 1));
        if (incident.underMaintenance.has(e.id)) ks.push(nb(e) + cp + Math.log(0.2) + lnDec(k - 1));
        else us.push(nb(e) + cp + Math.log(0.8) + lnDec(k));
      }
      oracle = lseA(ks) - lseA(us);
      // fair: windows drawn independently (no count knowledge): per-element ratio 0.25 (1-q)/q
      const q = 2 / others;
      const lr = Math.log((0.25 * (1 - q)) / q);
      const fk: number[] = [];
      const fu: number[] = [];
      const gk: number[] = [];
      const gu: number[] = [];
      for (const e of model.elements) {
        const cp = -Math.log(classes.length * (pools.byClass.get(classOf(e))?.length ?? 1));
        if (incident.underMaintenance.has(e.id)) {
          fk.push(nb(e) + cp + lr);
          gk.push(nb(e) + lr);
        } else {
          fu.push(nb(e) + cp);
          gu.push(nb(e));
        }
      }
      fair = lseA(fk) - lseA(fu);
      flat = lseA(gk) - lseA(gu);
    }
    const known = windowEvidence({ model, observations: obs, covered, named }).explained;
    const genMaintained = incident.causes.every((c) => incident.maintainedCauseIds.has(c.id));
    const covCaused = incident.causes.every((c) => covered.has(c.key));

    const truth = new Set(incident.causes.flatMap((c) => c.observables));
    const sameSet = (els: SuspectElement[]): boolean => {
      const u = new Set(els.flatMap((e) => e.observables));
      if (u.size !== truth.size) return false;
      for (const at of u) if (!truth.has(at)) return false;
      return true;
    };
    let tie = false;
    if (genMaintained) tie = model.elements.some((e) => !covered.has(e.key) && sameSet([e]));
    let undecidable = false;
    if (!genMaintained) {
      for (const a of coveredEls) {
        if (sameSet([a])) undecidable = true;
        if (causes === 2 && !undecidable)
          for (const b of coveredEls) if (a !== b && sameSet([a, b])) undecidable = true;
        if (undecidable) break;
      }
    }
    // tags for real faults
    let tag = '';
    if (!genMaintained) {
      const unmaintained = incident.causes.filter((c) => !incident.maintainedCauseIds.has(c.id));
      if (covCaused) tag = 'cause covered by a decoy container (router→blade, trunk→member)';
      else if (undecidable) tag = 'undecidable: covered element with the same risk group';
      else if (causes === 2 && incident.masked) tag = 'masked (other cause contains it)';
      else {
        const bads = unmaintained.map((c) => c.observables.length);
        tag = `decidable; unmaintained cause crosses ${Math.min(...bads) >= 3 ? '3+' : Math.min(...bads)} directions`;
      }
      void group;
    }

    // hypothesis classes
    const net = (els: SuspectElement[]): number => {
      const u = new Set(els.flatMap((e) => e.observables));
      let n = 0;
      for (const at of u) n += obs[at] === 'bad' ? 1 : obs[at] === 'good' ? -1 : 0;
      return n;
    };
    const singles = model.elements
      .filter((e) => e.observables.some((at) => obs[at] === 'bad'))
      .map((e) => ({ e, n: net([e]), cov: covered.has(e.key) }))
      .sort((a, b) => b.n - a.n);
    const best: Record<string, number> = Object.fromEntries(CLASSES.map((c) => [c, -Infinity]));
    const acc: Record<string, number[]> = Object.fromEntries(CLASSES.map((c) => [c, []]));
    const put = (cls: string, n: number): void => {
      best[cls] = Math.max(best[cls] ?? -Infinity, n);
      acc[cls]?.push(W * n);
    };
    for (const s of singles) put(s.cov ? 'c1' : 'o10', s.n);
    const pool = [...singles.slice(0, 40), ...singles.slice(40).filter((s) => s.cov)];
    for (let a = 0; a < pool.length; a += 1)
      for (let b = a + 1; b < pool.length; b += 1) {
        const x = pool[a]!;
        const y = pool[b]!;
        const n = net([x.e, y.e]);
        const nc = Number(x.cov) + Number(y.cov);
        put(nc === 2 ? 'c2' : nc === 1 ? 'o21' : 'o20', n);
      }
    const byG = new Map<string, { n: number; c: number; u: number; obs: number[] }>();
    for (const s1 of singles) {
      const key = s1.e.observables.join(',');
      const g = byG.get(key) ?? { n: s1.n, c: 0, u: 0, obs: s1.e.observables };
      if (s1.cov) g.c += 1;
      else g.u += 1;
      byG.set(key, g);
    }
    const glist = [...byG.values()].sort((a, b) => b.n - a.n);
    const gs: Array<[number, number, number]> = glist.map((g) => [g.n, g.c, g.u]);
    const gp: Array<[number, number, number, number, number]> = [];
    const gpool = [...glist.slice(0, 30), ...glist.slice(30).filter((g) => g.c > 0)];
    for (let a = 0; a < gpool.length; a += 1)
      for (let b = a + 1; b < gpool.length; b += 1) {
        const x = gpool[a]!;
        const y = gpool[b]!;
        const u = new Set([...x.obs, ...y.obs]);
        let n = 0;
        for (const at of u) n += obs[at] === 'bad' ? 1 : obs[at] === 'good' ? -1 : 0;
        gp.push([n, x.c, x.u, y.c, y.u]);
      }
    const sum: Record<string, number> = {};
    for (const c of CLASSES) {
      const v = acc[c] ?? [];
      if (v.length === 0) sum[c] = -Infinity;
      else {
        const m = Math.max(...v);
        sum[c] = m + Math.log(v.reduce((s, x) => s + Math.exp(x - m), 0));
      }
    }
    rows.push({
      causes,
      genMaintained,
      covCaused,
      known,
      undecidable,
      tag,
      best,
      sum,
      oracle,
      wa: (0.25 * (model.elements.length - coveredEls.length)) / Math.max(1, coveredEls.length),
      fair,
      flat,
      tie,
      gs,
      gp,
      cls:
        incident.causeClasses.join('+') +
        ' len ' +
        incident.causes.map((c) => c.observables.length).join('+'),
    });
  }
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
for (const causes of [1, 2] as const) {
  const r = rows.filter((x) => x.causes === causes);
  const maint = r.filter((x) => x.genMaintained);
  const real = r.filter((x) => !x.genMaintained);
  const wrong = real.filter((x) => x.known);
  console.log(
    `\n${causes} cause(s): maintained known ${pct(maint.filter((x) => x.known).length, maint.length)} of ${maint.length}; real known ${pct(wrong.length, real.length)} of ${real.length}`,
  );
  const tags = new Map<string, [number, number]>();
  for (const x of real) {
    const t = tags.get(x.tag) ?? [0, 0];
    t[0] += 1;
    t[1] += Number(x.known);
    tags.set(x.tag, t);
  }
  for (const [t, [n, k]] of [...tags].sort()) {
    console.log(
      `  real, ${t}: ${n} cases (${pct(n, real.length)}), known ${k} (${pct(k, real.length)} of all real; ${pct(k, wrong.length)} of the wrongly known)`,
    );
  }
}

// Sweep: log odds known = agg(covered classes) − agg(other classes), with per-element prior p and
// covered weight w; known when ≥ −ln(threshold).
const lse = (xs: number[]) => {
  const m = Math.max(...xs);
  if (m === -Infinity) return -Infinity;
  return m + Math.log(xs.reduce((s, x) => s + Math.exp(x - m), 0));
};
function odds(x: Row, mode: 'max' | 'sum', p: number, w: number): number {
  const lp = Math.log(p / (1 - p));
  const lw = Math.log(w);
  const v = (c: string) =>
    mode === 'max' ? W * (x.best[c] ?? -Infinity) : (x.sum[c] ?? -Infinity);
  const cov = [v('c1') + lp + lw, v('c2') + 2 * lp + 2 * lw];
  const oth = [v('o10') + lp, v('o21') + 2 * lp + lw, v('o20') + 2 * lp];
  return mode === 'max' ? Math.max(...cov) - Math.max(...oth) : lse(cov) - lse(oth);
}
console.log(
  '\nmode p w | 1: maint known, real known | 2: maint known, real known (threshold log-odds 0)',
);
for (const mode of ['max', 'sum'] as const)
  for (const p of [0.01, 0.003, 0.001])
    for (const w of [1, 3, 10, 30, 100]) {
      const line: string[] = [];
      for (const causes of [1, 2] as const) {
        const r = rows.filter((x) => x.causes === causes);
        const m = r.filter((x) => x.genMaintained);
        const f = r.filter((x) => !x.genMaintained);
        line.push(
          `${pct(m.filter((x) => odds(x, mode, p, w) >= 0).length, m.length)} ${pct(f.filter((x) => odds(x, mode, p, w) >= 0).length, f.length)}`,
        );
      }
      console.log(`${mode} ${p} ${w} | ${line.join(' | ')}`);
    }

{
  const r = rows.filter((x) => x.causes === 1);
  const m = r.filter((x) => x.genMaintained);
  const f = r.filter((x) => !x.genMaintained);
  console.log(
    `\nsingle maintained with an uncovered identical-group alternative (tie): ${pct(m.filter((x) => x.tie).length, m.length)}`,
  );
  const r2 = rows.filter((x) => x.causes === 2 && x.genMaintained);
  console.log(`double maintained tie: ${pct(r2.filter((x) => x.tie).length, r2.length)}`);
  console.log(
    'oracle (single): threshold log odds | maint known | real known | real known excluding undecidable',
  );
  const dec = f.filter((x) => !x.undecidable && !x.covCaused);
  for (const t of [-6, -4, -3, -2, -1, 0, 1, 2, 3, 4, 6, 8]) {
    console.log(
      `${t} | ${pct(m.filter((x) => x.oracle >= t).length, m.length)} | ${pct(f.filter((x) => x.oracle >= t).length, f.length)} | ${pct(dec.filter((x) => x.oracle >= t).length, dec.length)}`,
    );
  }
}

function groupOdds(x: Row, p: number, w: number): number {
  const lp = Math.log(p);
  const ks: number[] = [];
  const all: number[] = [];
  for (const [n, c, u] of x.gs) {
    const b = W * n + lp;
    all.push(b + Math.log(c * w + u));
    if (c > 0) ks.push(b + Math.log(c * w));
  }
  for (const [n, c1, u1, c2, u2] of x.gp) {
    const b = W * n + 2 * lp;
    all.push(b + Math.log((c1 * w + u1) * (c2 * w + u2)));
    if (c1 > 0 && c2 > 0) ks.push(b + Math.log(c1 * w * c2 * w));
  }
  const k = lseA(ks);
  const a = lseA(all);
  return k - Math.log(Math.max(1e-300, 1 - Math.exp(k - a))) - a;
}
console.log('\ngroup-sum: p w t | single maint, real | double maint, real');
for (const p of [0.01, 0.001])
  for (const w of [3, 10, 30])
    for (const t of [-2, -1, 0, 1]) {
      const line: string[] = [];
      for (const causes of [1, 2] as const) {
        const r = rows.filter((x) => x.causes === causes);
        const m = r.filter((x) => x.genMaintained);
        const f = r.filter((x) => !x.genMaintained);
        line.push(
          `${pct(m.filter((x) => groupOdds(x, p, w) >= t).length, m.length)} ${pct(f.filter((x) => groupOdds(x, p, w) >= t).length, f.length)}`,
        );
      }
      console.log(`${p} ${w} ${t} | ${line.join(' | ')}`);
    }
console.log(
  '\nmax with ratio R (constant) and pair prior p: single maint, real | double maint, real',
);
for (const p of [0.03, 0.01, 0.003])
  for (const R of [2, 3, 6, 10, 15, 18, 25, 60]) {
    const line: string[] = [];
    for (const causes of [1, 2] as const) {
      const r = rows.filter((x) => x.causes === causes);
      const m = r.filter((x) => x.genMaintained);
      const f = r.filter((x) => !x.genMaintained);
      const ok = (x: Row) => odds(x, 'max', p, 1) >= -Math.log(R);
      line.push(`${pct(m.filter(ok).length, m.length)} ${pct(f.filter(ok).length, f.length)}`);
    }
    console.log(`${p} ${R} | ${line.join(' | ')}`);
  }

{
  const misses = rows.filter((x) => x.genMaintained && !x.known);
  const by = new Map<string, number>();
  for (const x of misses) {
    const margin =
      Math.max(x.best.c1 ?? -Infinity, (x.best.c2 ?? -Infinity) - 1.56) -
      Math.max(
        x.best.o10 ?? -Infinity,
        (x.best.o21 ?? -Infinity) - 1.56,
        (x.best.o20 ?? -Infinity) - 1.56,
      );
    const k = `${x.causes} ${x.cls.replace(/len .*/, '')} margin ${margin.toFixed(2)} oracle ${x.causes === 1 ? (x.oracle >= -1 ? 'known' : 'not') : '-'}`;
    by.set(k, (by.get(k) ?? 0) + 1);
  }
  console.log('\nmaintained misses:', misses.length);
  for (const [k, n] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(n, k);
}

{
  const r = rows.filter((x) => x.causes === 1);
  const m = r.filter((x) => x.genMaintained);
  const f = r.filter((x) => !x.genMaintained);
  console.log(
    '\nfair oracle (class priors, no decoy count) | flat (no class priors) : t | maint | real',
  );
  for (const t of [-4, -3, -2, -1, 0, 1, 2, 3, 4]) {
    console.log(
      `${t} | ${pct(m.filter((x) => x.fair >= t).length, m.length)} ${pct(f.filter((x) => x.fair >= t).length, f.length)} | ${pct(m.filter((x) => x.flat >= t).length, m.length)} ${pct(f.filter((x) => x.flat >= t).length, f.length)}`,
    );
  }
}
console.log('\nsum fine: p w | single maint, real | double maint, real');
for (const p of [0.003, 0.001, 0.0003, 0.0001])
  for (const w of [20, 30, 50, 70, 100]) {
    const line: string[] = [];
    for (const causes of [1, 2] as const) {
      const r = rows.filter((x) => x.causes === causes);
      const m = r.filter((x) => x.genMaintained);
      const f = r.filter((x) => !x.genMaintained);
      const ok = (x: Row) => odds(x, 'sum', p, w) >= 0;
      line.push(`${pct(m.filter(ok).length, m.length)} ${pct(f.filter(ok).length, f.length)}`);
    }
    console.log(`${p} ${w} | ${line.join(' | ')}`);
  }

console.log('\nsum adaptive w = s/(1-s) (N-C)/C: p s R | single maint, real | double maint, real');
for (const p of [0.01, 0.003, 0.001])
  for (const sc of [0.5, 1, 2])
    for (const R of [1, 3]) {
      const line: string[] = [];
      for (const causes of [1, 2] as const) {
        const r = rows.filter((x) => x.causes === causes);
        const m = r.filter((x) => x.genMaintained);
        const f = r.filter((x) => !x.genMaintained);
        const ok = (x: Row) => odds(x, 'sum', p, x.wa * sc) >= -Math.log(R);
        line.push(`${pct(m.filter(ok).length, m.length)} ${pct(f.filter(ok).length, f.length)}`);
      }
      console.log(`${p} ${sc} ${R} | ${line.join(' | ')}`);
    }
{
  const ws = rows.map((x) => x.wa).sort((a, b) => a - b);
  console.log(
    'wa quantiles',
    [0.1, 0.5, 0.9].map((q) => ws[Math.floor(q * ws.length)]?.toFixed(1)),
  );
}
console.log('\nsum w=10 with R: p R | single maint, real | double maint, real');
for (const p of [0.01, 0.003, 0.001])
  for (const R of [3, 5, 7, 10]) {
    const line: string[] = [];
    for (const causes of [1, 2] as const) {
      const r = rows.filter((x) => x.causes === causes);
      const m = r.filter((x) => x.genMaintained);
      const f = r.filter((x) => !x.genMaintained);
      const ok = (x: Row) => odds(x, 'sum', p, 10) >= -Math.log(R);
      line.push(`${pct(m.filter(ok).length, m.length)} ${pct(f.filter(ok).length, f.length)}`);
    }
    console.log(`${p} ${R} | ${line.join(' | ')}`);
  }
console.log(
  '\nmax, covered-only vs no-window-element-at-all (mixed pairs ignored), R=3, p=0.01 | single | double',
);
{
  const line: string[] = [];
  for (const causes of [1, 2] as const) {
    const r = rows.filter((x) => x.causes === causes);
    const m = r.filter((x) => x.genMaintained);
    const f = r.filter((x) => !x.genMaintained);
    const lp = Math.log(0.01 / 0.99);
    const ok = (x: Row) =>
      Math.max(W * (x.best.c1 ?? -Infinity) + lp, W * (x.best.c2 ?? -Infinity) + 2 * lp) -
        Math.max(W * (x.best.o10 ?? -Infinity) + lp, W * (x.best.o20 ?? -Infinity) + 2 * lp) >=
      -Math.log(3);
    line.push(`${pct(m.filter(ok).length, m.length)} ${pct(f.filter(ok).length, f.length)}`);
  }
  console.log(line.join(' | '));
}

/**
 * Runs only our engine on the grid benchmark for a fixed time, for profiling:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-template.ts [compile|execute] [seconds]
 */
import { createStandardEngine } from '../src/template/standard';
import { GRID, GRID_MONEY, gridData } from './fixtures/grid';

const what = process.argv[2] ?? 'execute';
const seconds = Number(process.argv[3] ?? 5);
const engine = createStandardEngine();
const data = gridData();
const code = engine.compile(process.env.GRID === 'money' ? GRID_MONEY : GRID).code;
const work = what === 'compile' ? () => engine.compile(GRID) : () => engine.execute(code, data);
let calls = 0;
const start = performance.now();
while (performance.now() - start < seconds * 1000) {
  for (let i = 0; i < 20; i++) work();
  calls += 20;
}
console.log(`${what}: ${Math.round((calls * 1000) / (performance.now() - start))} ops/s`);

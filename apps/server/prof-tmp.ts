import { runPipeline } from './src/pipeline/index.js';
let peak = 0; let last = performance.now(); let lastCpu = process.cpuUsage();
const t = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
const mark = (s: string) => { const now = performance.now(); const cpu = process.cpuUsage(lastCpu); console.log(`${s.padEnd(10)} wall ${((now - last) / 1000).toFixed(2)}s cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)}s peak ${(peak / 1e6).toFixed(0)}MB rss ${(process.memoryUsage().rss / 1e6).toFixed(0)}MB`); last = now; lastCpu = process.cpuUsage(); peak = 0; };
await runPipeline(process.argv[2]!, '/tmp/prof-out', { onStage: (s) => mark('->' + s) });
mark('end'); clearInterval(t);

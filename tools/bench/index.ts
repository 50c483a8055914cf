import { runApiBench } from './api.js';

/** `npm run bench`: every speed and size goal of the open issues, measured against a baseline in the same run. */
const only = process.argv[2];
if (!only || only === 'api') await runApiBench();
if (!only || only === 'pipeline') {
  const { runPipelineBench } = await import('./pipeline.js');
  await runPipelineBench();
}
if (!only || only === 'isolation') {
  const { runIsolationBench } = await import('./isolation.js');
  await runIsolationBench();
}
if (!only || only === 'relevance') {
  const { runRelevanceBench } = await import('./relevance.js');
  await runRelevanceBench();
}
if (!only || only === 'library') {
  const { runLibraryBench } = await import('./library.js');
  await runLibraryBench();
}
if (!only || only === 'web') {
  const { runWebBench } = await import('./web.js');
  await runWebBench();
}
if (!only || only === 'load') {
  const { runLoadBench } = await import('./load.js');
  await runLoadBench();
}
if (!only || only === 'money') {
  const { runMoneyBench } = await import('./money.js');
  await runMoneyBench();
}
if (!only || only === 'showroom') {
  const { runShowroomBench } = await import('./showroom.js');
  await runShowroomBench();
}
if (!only || only === 'stats') {
  const { runStatsBench } = await import('./stats.js');
  await runStatsBench();
}
process.exit(0);

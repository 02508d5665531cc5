import { formatJson } from './src/tools/json-format';
const big1 = '[' + Array(520000).fill('1').join(',') + ']';
const big2 = JSON.stringify(Array.from({length: 20000}, (_, i) => ({id: i, name: 'name' + i, tags: ['a','b'], v: 1.5})));
for (const t of [big1, big2]) for (let k=0;k<4;k++) {
  let t0 = performance.now(); formatJson({ text: t + 'x' }); const a = performance.now()-t0;
  t0 = performance.now(); formatJson({ text: t, mode: 'minify' }); const b = performance.now()-t0;
  t0 = performance.now(); formatJson({ text: t, indent: 4 }); const c = performance.now()-t0;
  console.log('parse', a.toFixed(0), 'minify', b.toFixed(0), 'pretty', c.toFixed(0));
}

// Prints the worked numbers of the v3 pages: node scripts/authoring/print-v3-worked-examples.mjs
import { workedExamples } from './v3WorkedExamples.mjs'

for (const { name, value, pages } of workedExamples()) console.log(`${name}: ${value.toLocaleString('en-US')}  (${pages.join(', ')})`)

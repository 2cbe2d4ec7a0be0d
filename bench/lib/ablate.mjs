/**
 * The pure part of the bench's ablation mode (`npm run bench -- --ablate …`, bench/run.mjs): which
 * speed devices there are and what each is measured by, read from the one list the build's off
 * switch uses (src/build/speed/speedDevices.json: names = docs/decisions/ records, budget each
 * serves); the medians, spreads and the verdict of issue #30 (a gain counts when the median of
 * ≥ 3 runs each way beats the run-to-run spread).
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * What the bench runs for each budget, and which figure of it is compared:
 * - `cold`: a cold build (no .cache, no public, as after `gatsby clean`), wall seconds;
 * - `rebuild`: a rebuild after editing one doc for real, wall seconds;
 * - `peak`: a cold build's peak RSS of its process tree, MB;
 * - `search`: results on screen after the search bytes in Chromium (bench/lib/searchBytes.mjs), ms.
 */
export const MEASURE_OF_BUDGET = {
  'cold build': { measure: 'cold', unit: 's', what: 'cold build (wall)' },
  rebuild: { measure: 'rebuild', unit: 's', what: 'rebuild after one edit (wall)' },
  'peak memory': { measure: 'peak', unit: 'MB', what: 'cold build peak RSS' },
  search: { measure: 'search', unit: 'ms', what: 'search results after the bytes' },
}

/**
 * What a rebuild device may need done once (in both copies, not measured) before its runs, named by
 * `after` in speedDevices.json: `data-edit`, a value of content/data edited and built, for a device
 * that serves the rebuilds that follow a data edit (digest-cache).
 */
export const SETTING_EDITS = {
  'data-edit': 'each after a data edit',
}

/** The speed devices of the site at siteRoot, { name: { budget, patch?, needs? } }, from its src/build/speed/speedDevices.json. */
export function speedDevices(siteRoot) {
  return JSON.parse(fs.readFileSync(path.join(siteRoot, 'src/build/speed/speedDevices.json'), 'utf8')).devices
}

/** `build-threads,digest-cache` (or `all`) → the devices with how each is measured (and whether its switch is in a speed patch); an unknown name throws with the valid ones. */
export function parseAblate(text, devices) {
  const names = Object.keys(devices)
  const asked = text === 'all' ? names : text.split(',').filter(Boolean)
  const unknown = asked.filter((name) => !names.includes(name))
  if (unknown.length) throw new Error(`bench/run.mjs: --ablate names ${unknown.map((n) => `"${n}"`).join(', ')}; the speed devices are: ${names.join(', ')} (or all)`)
  if (!asked.length) throw new Error(`bench/run.mjs: --ablate takes device names (comma-separated) or all; the speed devices are: ${names.join(', ')}`)
  return [...new Set(asked)].map((name) => {
    const { budget, patch = false, after = null } = devices[name]
    const how = MEASURE_OF_BUDGET[budget]
    if (!how) throw new Error(`src/build/speed/speedDevices.json: ${name} serves "${budget}", which the bench cannot measure (${Object.keys(MEASURE_OF_BUDGET).join(', ')})`)
    if (after !== null && !(after in SETTING_EDITS && how.measure === 'rebuild')) throw new Error(`src/build/speed/speedDevices.json: ${name} is measured after "${after}"; only rebuild devices can be, after ${Object.keys(SETTING_EDITS).join(' or ')}`)
    return { name, budget, patch, ...how, after, what: after ? `${how.what}, ${SETTING_EDITS[after]}` : how.what }
  })
}

/** The median; of an even count, the mean of the two middle values. */
export function median(values) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The run-to-run spread: max − min. */
export function spread(values) {
  return values.length ? Math.max(...values) - Math.min(...values) : null
}

const round = (n, digits) => (n == null ? null : Number(n.toFixed(digits)))

/**
 * One device's figures from the samples with everything on (`on`) and with it off (`off`), taken in
 * alternation: the gain is median(off) − median(on) (lower is better for every measure), and it
 * counts (`exceedsSpread`) only when larger than the spread of either side. With fewer than three
 * runs a side the verdict is given but marked (`enoughRuns: false`): issue #30 asks for three.
 */
export function verdict(on, off, digits = 1) {
  const medianOn = median(on)
  const medianOff = median(off)
  const gain = medianOn == null || medianOff == null ? null : medianOff - medianOn
  const spreadOn = spread(on)
  const spreadOff = spread(off)
  return {
    medianOn: round(medianOn, digits),
    medianOff: round(medianOff, digits),
    gain: round(gain, digits),
    spreadOn: round(spreadOn, digits),
    spreadOff: round(spreadOff, digits),
    exceedsSpread: gain != null && gain > Math.max(spreadOn, spreadOff),
    enoughRuns: on.length >= 3 && off.length >= 3,
  }
}

/** The Markdown table of an ablation report (bench/run.mjs writes it beside the JSON). */
export function ablationMarkdown(report) {
  const { machine } = report
  const lines = [
    `Measured ${report.date} on ${machine.nproc} × ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node}; load average ${machine.loadAverage.join(' / ')} at start, ${report.loadAtEnd.join(' / ')} at end; commit ${machine.commit?.slice(0, 10)}${machine.dirty ? ' (with uncommitted changes)' : ''}.`,
    '',
    `Ablation of the speed devices on the ${report.shape} corpus of ${report.docs} docs: for each device, ${report.runs} runs with every device on (A) and ${report.runs} with that device off (B, \`SQUIRE_SPEED_OFF=<device>\`), alternating A, B, A, B …, each measured by the budget the device serves (docs/decisions/README.md). Gain = median B − median A; it counts when larger than the spread (max − min) of each side. The CPU column is the same for user + sys time of the build's process tree. The speed patches without a switch of their own are not in it (\`npm run patches:stock\` reverses them together).`,
    '',
    '| device | budget: measure | median on | median off | gain | spread on / off | gain > spread | samples on; off | CPU (user+sys) median on / off, gain > spread |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of report.devices) {
    const u = row.unit
    if (row.failed) {
      lines.push(`| ${row.name} | ${row.budget}: ${row.what} | failed: ${row.failed.slice(0, 100)} | | | | | | |`)
      continue
    }
    const v = row.verdict
    const yes = v.exceedsSpread ? `yes${v.enoughRuns ? '' : ' (fewer than 3 runs)'}` : '**no**'
    const c = row.cpuVerdict
    const cpu = c ? `${c.medianOn} / ${c.medianOff} s, ${c.exceedsSpread ? 'yes' : 'no'}` : '–'
    lines.push(`| ${row.name} | ${row.budget}: ${row.what} | ${v.medianOn} ${u} | ${v.medianOff} ${u} | ${v.gain} ${u} | ${v.spreadOn} / ${v.spreadOff} ${u} | ${yes} | ${row.on.join(', ')}; ${row.off.join(', ')} | ${cpu} |`)
  }
  const peaks = report.devices.filter((row) => !row.failed && row.peakOn?.length && row.peakOff?.length)
  if (peaks.length) {
    lines.push('', 'Peak RSS of the same cold builds (the process tree): what a device may cost in memory.', '', '| device | median on | median off | samples on; off |', '|---|---|---|---|')
    for (const row of peaks) lines.push(`| ${row.name} | ${median(row.peakOn)} MB | ${median(row.peakOff)} MB | ${row.peakOn.join(', ')}; ${row.peakOff.join(', ')} |`)
  }
  const unseen = report.devices.filter((row) => row.editsReached === false)
  if (unseen.length) lines.push('', `A rebuild did not show its edit for: ${unseen.map((row) => row.name).join(', ')} (its figures do not count).`)
  return `${lines.join('\n')}\n`
}

/**
 * The source of one bench doc, shaped like a real reference page: front matter (title,
 * description, sidebar_position), ≈ 760 words, h2/h3 sections, a Solidity and a TypeScript code
 * block, a GFM table, an admonition and 2–4 links to other bench docs, some to an anchor that
 * exists on the target page. Seeded and deterministic: doc i's text depends on (seed, i, total)
 * only; where the docs live (the corpus shape) enters only through `routeOf`, the route of each
 * linked doc. Pure: no file system.
 */
import { docRoute } from './layout.mjs'

export const DEFAULT_SEED = 12

/** mulberry32: a small, fast, seedable PRNG (public domain). Returns floats in [0, 1). */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One generator per doc, so doc i's content does not depend on how many docs are generated. */
const rngFor = (seed, index, salt = 0) => prng(seed * 1_000_003 + index * 7919 + salt * 104_729)
const pick = (rng, list) => list[Math.floor(rng() * list.length)]
const pickDistinct = (rng, list, count) => {
  const pool = [...list]
  const out = []
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0])
  return out
}


const TOPICS = [
  'constant-product pools', 'concentrated liquidity', 'fee tiers', 'price oracles', 'flash swaps',
  'liquidity positions', 'router paths', 'permit signatures', 'tick spacing', 'protocol fees',
  'slippage limits', 'pair creation', 'position NFTs', 'multi-hop quotes', 'reserve syncing',
  'token approvals', 'deadline checks', 'LP token supply', 'observation buffers', 'range orders',
]
const TOKENS = ['SQR', 'WETH', 'USDC', 'DAI', 'WBTC', 'USDT', 'LINK', 'UNI', 'KNIGHT', 'FRAX']
const NETWORKS = ['Ethereum', 'Arbitrum', 'Optimism', 'Base', 'Polygon', 'BNB Chain']
const H2 = [
  'How it works', 'Reading the state', 'Calling the contract', 'Fees and rounding', 'Edge cases',
  'Events to index', 'Gas and limits', 'Security notes', 'Integration checklist', 'Worked example',
  'Parameters', 'Return values', 'Common mistakes', 'Testing locally',
]
const H3 = [
  'Inputs', 'Outputs', 'Reverts', 'Rounding direction', 'Before you call', 'After the call',
  'On a fork', 'With the SDK', 'From a script', 'Units and decimals', 'Ordering of tokens',
  'Time windows', 'Stale reads', 'Large trades',
]
const SUBJECTS = [
  'The pool', 'The router', 'A liquidity provider', 'The factory', 'An integrator', 'The quoter',
  'A trader', 'The pair contract', 'The position manager', 'A keeper', 'The oracle', 'An arbitrageur',
]
const VERBS = [
  'checks', 'records', 'updates', 'rounds down', 'reads', 'transfers', 'compares', 'accumulates',
  'rejects', 'emits', 'caches', 'quotes', 'settles', 'validates',
]
const OBJECTS = [
  'the reserves of both tokens', 'the cumulative price since the last block', 'the fee owed to the protocol',
  'the amount of liquidity in range', 'the square root of the price', 'the balance after the transfer',
  'the deadline passed by the caller', 'the minimum amount the caller accepts', 'the tick crossed by the swap',
  'the share of the pool held by each provider', 'the path of pools for the trade', 'the signed approval',
]
const CLAUSES = [
  'before any tokens leave the contract', 'so that a failed call leaves no partial state',
  'which keeps the invariant from decreasing', 'and the difference stays in the pool as fees',
  'because a transfer can return less than requested', 'in the same transaction as the swap',
  'once per block at most', 'unless the caller is the factory owner', 'when the price leaves the range',
  'using integer arithmetic with 112-bit fixed-point numbers', 'so integrators must handle the revert',
  'which is why quotes can differ from the executed amount',
]
const CONNECTIVES = ['In practice,', 'As a result,', 'For this reason,', 'Note that', 'In other words,', 'By design,', 'Likewise,', 'Even so,']

function sentence(rng, topic, pair) {
  const s = `${pick(rng, SUBJECTS)} ${pick(rng, VERBS)} ${pick(rng, OBJECTS)} ${pick(rng, CLAUSES)}`
  const r = rng()
  if (r < 0.25) return `${pick(rng, CONNECTIVES)} ${s.charAt(0).toLowerCase()}${s.slice(1)}.`
  if (r < 0.4) return `For ${topic} on the ${pair} pool, ${s.charAt(0).toLowerCase()}${s.slice(1)}.`
  if (r < 0.5) return `${s}, and \`${pick(rng, ['getReserves', 'swap', 'mint', 'burn', 'sync', 'skim', 'observe', 'quoteExactInput'])}\` reflects it.`
  return `${s}.`
}
const paragraph = (rng, topic, pair, sentences) => Array.from({ length: sentences }, () => sentence(rng, topic, pair)).join(' ')

/** GitHub-style heading slug; headings here hold only letters, digits and spaces. */
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')

/** The outline of doc i: pure in (seed, index), so links can target another doc's real anchors. */
export function docPlan(seed, index) {
  const rng = rngFor(seed, index, 1)
  const topic = pick(rng, TOPICS)
  const [a, b] = pickDistinct(rng, TOKENS, 2)
  const network = pick(rng, NETWORKS)
  // h3 titles are distinct across the page too, so every heading has a plain slug (no "-1").
  const subtitles = pickDistinct(rng, H3, 8)
  const sections = pickDistinct(rng, H2, 4).map((title, s) => ({ title, subsections: subtitles.slice(2 * s, 2 * s + (rng() < 0.4 ? 2 : 1)) }))
  const number = String(index).padStart(4, '0')
  return {
    index,
    topic,
    pair: `${a}/${b}`,
    network,
    title: `${topic.charAt(0).toUpperCase()}${topic.slice(1)} for ${a}/${b} on ${network} (${number})`,
    description: `How ${topic} work for the ${a}/${b} pool on ${network}: state, calls, fees and edge cases (bench page ${number}).`,
    sections,
    anchors: sections.map((s) => slug(s.title)),
  }
}

function solidityBlock(rng, plan) {
  const fn = pick(rng, ['quote', 'getAmountOut', 'getAmountIn', 'consult', 'sortTokens'])
  const name = `${fn}${String(plan.index).padStart(4, '0')}`
  const fee = pick(rng, [997, 9970, 9995])
  return [
    '```solidity title="' + name.charAt(0).toUpperCase() + name.slice(1) + '.sol"',
    '// SPDX-License-Identifier: MIT',
    'pragma solidity ^0.8.20;',
    '',
    `library Bench${String(plan.index).padStart(4, '0')} {`,
    `    /// @notice Output amount for an exact input on the ${plan.pair} pool.`,
    `    function ${name}(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {`,
    '        require(amountIn > 0, "INSUFFICIENT_INPUT_AMOUNT");',
    '        require(reserveIn > 0 && reserveOut > 0, "INSUFFICIENT_LIQUIDITY");',
    `        uint256 amountInWithFee = amountIn * ${fee};`,
    '        uint256 numerator = amountInWithFee * reserveOut;',
    `        uint256 denominator = reserveIn * ${fee >= 9970 ? 10000 : 1000} + amountInWithFee;`,
    '        return numerator / denominator;',
    '    }',
    '}',
    '```',
  ].join('\n')
}

function typescriptBlock(rng, plan) {
  const [a, b] = plan.pair.split('/')
  const slippage = pick(rng, [30, 50, 100])
  return [
    '```ts title="quote.ts"',
    `import { getReserves } from './pool'`,
    '',
    `/** Quote ${a} → ${b} with ${slippage / 100}% slippage tolerance. */`,
    'export async function quoteWithSlippage(amountIn: bigint): Promise<{ out: bigint; minOut: bigint }> {',
    `  const { reserveIn, reserveOut } = await getReserves('${a}', '${b}')`,
    '  const withFee = amountIn * 997n',
    '  const out = (withFee * reserveOut) / (reserveIn * 1000n + withFee)',
    `  return { out, minOut: (out * ${10000 - slippage}n) / 10000n }`,
    '}',
    '```',
  ].join('\n')
}

function table(rng, plan) {
  const rows = Array.from({ length: 4 }, (_, k) => {
    const fee = pick(rng, ['0.05%', '0.30%', '1.00%'])
    return `| ${pick(rng, ['swap', 'mint', 'burn', 'collect', 'flash', 'observe'])} | ${fee} | ${1000 + Math.floor(rng() * 90000)} | ${pick(rng, ['yes', 'no'])} |`
  })
  return ['| Call | Fee | Gas (approx.) | Reverts on zero |', '|---|---|---:|---|', ...rows].join('\n')
}

function links(seed, rng, index, total, routeOf) {
  const count = 2 + Math.floor(rng() * 3)
  const targets = new Set()
  while (targets.size < Math.min(count, total - 1)) {
    const j = 1 + Math.floor(rng() * total)
    if (j !== index) targets.add(j)
  }
  return [...targets].map((j, k) => {
    const target = docPlan(seed, j)
    const withAnchor = k % 2 === 0
    const anchor = withAnchor ? target.anchors[Math.floor(rng() * target.anchors.length)] : null
    const text = withAnchor ? `${target.sections[target.anchors.indexOf(anchor)].title.toLowerCase()} for ${target.topic}` : target.topic
    return `[${text}](${routeOf(j)}${anchor ? `#${anchor}` : ''})`
  })
}

/**
 * The MDX source of doc `index` of a corpus of `total` docs, linking to other docs at
 * `routeOf(j)` (the corpus shape's routes; flat by default). The same for every flavour.
 */
export function docSource({ seed = DEFAULT_SEED, index, total, routeOf = docRoute }) {
  const plan = docPlan(seed, index)
  const rng = rngFor(seed, index, 2)
  const related = links(seed, rng, index, total, routeOf)
  const out = [
    '---',
    `title: ${JSON.stringify(plan.title)}`,
    `description: ${JSON.stringify(plan.description)}`,
    `sidebar_position: ${index}`,
    '---',
    '',
    paragraph(rng, plan.topic, plan.pair, 3),
    '',
    `Read this page with ${related[0]} and ${related[1]} open.`,
    '',
  ]
  plan.sections.forEach((section, s) => {
    out.push(`## ${section.title}`, '', paragraph(rng, plan.topic, plan.pair, 3), '')
    if (s === 0) out.push(solidityBlock(rng, plan), '')
    if (s === 1) out.push(table(rng, plan), '')
    section.subsections.forEach((sub, k) => {
      out.push(`### ${sub}`, '', paragraph(rng, plan.topic, plan.pair, 2), '')
      if (s === 2 && k === 0) out.push(typescriptBlock(rng, plan), '')
    })
    if (s === 3) {
      out.push(`:::tip[${pick(rng, ['Check the pair', 'Before mainnet', 'Quote first'])}]`, paragraph(rng, plan.topic, plan.pair, 2), ':::', '')
    }
  })
  if (related.length > 2) out.push(`See also ${related.slice(2).join(' and ')}.`, '')
  return out.join('\n')
}


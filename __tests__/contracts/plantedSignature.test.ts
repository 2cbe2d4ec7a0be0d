/**
 * A wrong signature or a wrong revert string planted in a scratch copy of a page fails its check,
 * naming the copy's file and line and what the contract has.
 */
import { loadContentFile } from '../content/loadContent'
import { checkSignatures } from './support/abiCheck'
import { pageDeclarations } from './support/pageSignatures'
import { plant } from './support/scratchPage'
import { REFERENCE_PAGES } from './referencePages'
import { checkRevertStrings, COMMON_ERRORS } from './commonErrors'
import { squireV2 } from './support/squireV2'

const PAIR = 'content/docs/contracts/v2/reference/smart-contracts/pair.mdx'
const pairTarget = () => {
  const reference = REFERENCE_PAGES.find((r) => r.page === PAIR)
  if (!reference) throw new Error(`no entry for ${PAIR}`)
  return { label: reference.label, ...reference.target() }
}

const problemsOf = (file: string) => checkSignatures(file, pageDeclarations(loadContentFile(file, file)), pairTarget()).problems

describe('a planted signature error', () => {
  it('two parameters swapped: fails at the file and line, with what the pair has', () => {
    const scratch = plant(PAIR, 'function swap(uint amount0Out, uint amount1Out, address to, bytes calldata data) external;', 'function swap(uint amount0Out, address to, uint amount1Out, bytes calldata data) external;')
    expect(problemsOf(scratch.file)).toEqual([
      `${scratch.file}:${scratch.line}: function swap(uint256 amount0Out, address to, uint256 amount1Out, bytes data) — SquireV2Pair, v2-core 1.0.1 has function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)`,
    ])
  })

  it('two same-typed parameters swapped: the names give it away', () => {
    const scratch = plant(PAIR, 'function swap(uint amount0Out, uint amount1Out,', 'function swap(uint amount1Out, uint amount0Out,')
    expect(problemsOf(scratch.file)).toEqual([expect.stringMatching(new RegExp(`^${scratch.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${scratch.line}: .*parameter 1 is \`amount1Out\` on the page, \`amount0Out\` in the contract`))])
  })

  it('a function the contract does not have, and one the page no longer shows', () => {
    const scratch = plant(PAIR, 'function skim(address to) external;', 'function skimAll(address to) external;')
    const problems = problemsOf(scratch.file)
    expect(problems).toContain(`${scratch.file}:${scratch.line}: function skimAll(address to) — SquireV2Pair, v2-core 1.0.1 has no function skimAll`)
  })
})

describe('a planted revert string error', () => {
  it('a misspelt message fails at the file and line, with what the source raises', () => {
    const scratch = plant(COMMON_ERRORS, '### SquireV2: INSUFFICIENT_LIQUIDITY_MINTED', '### SquireV2: INSUFFICIENT_LIQUIDITY_MINTING')
    const problems = checkRevertStrings(scratch.file, scratch.file, squireV2().sources)
    expect(problems).toContainEqual(expect.stringContaining(`${scratch.file}:${scratch.line}: "SquireV2: INSUFFICIENT_LIQUIDITY_MINTING" — no require or revert in contracts/SquireV2Pair.sol has it; they raise: `))
    expect(problems).toContainEqual(expect.stringContaining('"SquireV2: INSUFFICIENT_LIQUIDITY_MINTED" (raised in Pair) is not listed'))
  })
})

describe('a planted struct error on a v3 page', () => {
  it("two struct members swapped: fails at the struct's line, with the struct the router has", () => {
    const page = 'content/docs/contracts/v3/reference/swap-router.mdx'
    const reference = REFERENCE_PAGES.find((r) => r.page === page)
    if (!reference) throw new Error(`no entry for ${page}`)
    const scratch = plant(page, '    uint256 amountIn;\n    uint256 amountOutMinimum;', '    uint256 amountOutMinimum;\n    uint256 amountIn;')
    const problems = checkSignatures(scratch.file, pageDeclarations(loadContentFile(scratch.file, scratch.file)), { label: reference.label, ...reference.target() }).problems
    expect(problems).toEqual([expect.stringMatching(/struct ExactInputSingleParams \{.*\} — SwapRouter, v3-periphery 1\.4\.4 has struct ExactInputSingleParams \{ address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; \}$/)])
    expect(problems[0].startsWith(`${scratch.file}:`)).toBe(true)
  })
})

/**
 * The one table of Squire names: how an upstream Uniswap source, ABI or selector becomes Squire's.
 * Used by the init-code-hash scripts and by the contract checks; a new rename goes here only.
 *
 * Order matters: callback names before the broad contract prefixes.
 */
export const SQUIRE_RENAMES = [
  // v2: contract and file names, the flash-swap callback, the LP token's name and symbol.
  [/uniswapV2Call/g, 'squireV2Call'],
  [/UniswapV2/g, 'SquireV2'],
  [/'Uniswap V2'/g, "'Squire V2'"],
  [/'UNI-V2'/g, "'SQUIRE-V2'"],
  // v3: the pool's callbacks and the core contract and interface names.
  [/uniswapV3SwapCallback/g, 'squireV3SwapCallback'],
  [/uniswapV3MintCallback/g, 'squireV3MintCallback'],
  [/uniswapV3FlashCallback/g, 'squireV3FlashCallback'],
  [/UniswapV3/g, 'SquireV3'],
]

/** Applies every rename of the table to a text (a source file, a path, a signature). */
export const toSquireNames = (text) => SQUIRE_RENAMES.reduce((out, [from, to]) => out.replace(from, to), text)

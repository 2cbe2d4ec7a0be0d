/**
 * An in-process chain for the contract checks: @ethereumjs/vm's EVM, one account per role, and a
 * clock the test moves. Calls are encoded and decoded with ethers' ABI coder. Nothing here opens
 * a socket.
 */
import { createBlock, type Block } from '@ethereumjs/block'
import { Account, Address, bytesToHex, createAddressFromString, hexToBytes } from '@ethereumjs/util'
import { createVM } from '@ethereumjs/vm'
import { Interface, type InterfaceAbi, type Result } from 'ethers'

type VM = Awaited<ReturnType<typeof createVM>>

export class Reverted extends Error {
  constructor(
    readonly reason: string,
    readonly data: string,
  ) {
    super(`reverted: ${reason}`)
  }
}

export interface Deployed {
  address: string
  abi: Interface
  /** Runs a view (state changes are kept, as with a transaction; use it for views). */
  call: (method: string, args?: unknown[], from?: string) => Promise<Result>
  /** Sends a transaction from `from`, returning the decoded result. */
  send: (from: string, method: string, args?: unknown[], value?: bigint) => Promise<Result>
}

const GAS = 30_000_000n

export class Chain {
  timestamp = 1_700_000_000n
  number = 1n
  private constructor(private readonly vm: VM) {}

  static async create(): Promise<Chain> {
    return new Chain(await createVM())
  }

  /** An account with ether, from a label (deterministic). */
  async account(label: string): Promise<string> {
    const hex = `0x${Buffer.from(label.padEnd(20, '.').slice(0, 20)).toString('hex')}`
    await this.vm.stateManager.putAccount(createAddressFromString(hex), new Account(0n, 10n ** 30n))
    return hex.toLowerCase()
  }

  /** Moves the clock (and the block number) forward. */
  advance(seconds: bigint | number): void {
    this.timestamp += BigInt(seconds)
    this.number += 1n
  }

  private block(): Block {
    return createBlock({ header: { number: this.number, timestamp: this.timestamp, gasLimit: GAS * 2n } }, { common: this.vm.common })
  }

  private async run(from: string, to: string | undefined, data: string, value = 0n) {
    const result = await this.vm.evm.runCall({
      caller: createAddressFromString(from),
      origin: createAddressFromString(from),
      to: to ? createAddressFromString(to) : undefined,
      data: hexToBytes(data as `0x${string}`),
      value,
      gasLimit: GAS,
      block: this.block(),
    })
    const output = bytesToHex(result.execResult.returnValue)
    if (result.execResult.exceptionError) throw new Reverted(decodeRevert(output, result.execResult.exceptionError.error), output)
    return { output, created: result.createdAddress }
  }

  /** Deploys creation `bytecode` (hex) with constructor `args`. */
  async deploy(from: string, abi: InterfaceAbi, bytecode: string, args: unknown[] = []): Promise<Deployed> {
    const iface = new Interface(abi)
    const data = `0x${bytecode.replace(/^0x/, '')}${iface.encodeDeploy(args).slice(2)}`
    const { created } = await this.run(from, undefined, data)
    if (!created) throw new Error('no contract created')
    return this.at(created.toString(), abi)
  }

  /** A handle on a contract already deployed. */
  at(address: string, abi: InterfaceAbi): Deployed {
    const iface = new Interface(abi)
    const invoke = async (from: string, method: string, args: unknown[], value?: bigint): Promise<Result> => {
      const fn = iface.getFunction(method)
      if (!fn) throw new Error(`no function ${method}`)
      const { output } = await this.run(from, address, iface.encodeFunctionData(fn, args), value)
      return iface.decodeFunctionResult(fn, output)
    }
    return {
      address,
      abi: iface,
      call: (method, args = [], from = '0x0000000000000000000000000000000000000001') => invoke(from, method, args),
      send: (from, method, args = [], value) => invoke(from, method, args, value),
    }
  }

  /** The code at an address (hex, no 0x). */
  async code(address: string): Promise<string> {
    return Buffer.from(await this.vm.stateManager.getCode(new Address(hexToBytes(address as `0x${string}`)))).toString('hex')
  }
}

const ERROR_STRING = new Interface(['error Error(string)'])

/** `Error(string)` messages as text; custom errors by selector; empty reverts as the EVM's error. */
export function decodeRevert(output: string, evmError: string): string {
  if (output.startsWith('0x08c379a0')) return String(ERROR_STRING.decodeErrorResult('Error', output)[0])
  return output === '0x' ? evmError : output
}

/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import { keccak256 } from 'js-sha3'

const ROOT = path.resolve(__dirname, '../..')
const dataDir = path.join(ROOT, 'content/data')
const dataFiles = fs.readdirSync(dataDir).filter((f) => f.endsWith('.json'))
const ADDRESS = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g

/** EIP-55 mixed-case checksum encoding of an address. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = keccak256(lower)
  return `0x${[...lower].map((c, i) => (parseInt(hash[i], 16) >= 8 ? c.toUpperCase() : c)).join('')}`
}

function walkFiles(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? walkFiles(full, ext) : e.name.endsWith(ext) ? [full] : []
  })
}

describe('content/data', () => {
  it('checksums a known address per EIP-55', () => {
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  })

  it.each(dataFiles)('%s is valid JSON with EIP-55 checksummed addresses', (file) => {
    const text = fs.readFileSync(path.join(dataDir, file), 'utf8')
    expect(() => JSON.parse(text)).not.toThrow()
    for (const address of text.match(ADDRESS) ?? []) expect(address).toBe(toChecksumAddress(address))
  })

  it('has no address twice (each contract deployment is recorded once)', () => {
    const all = dataFiles.flatMap((f) => fs.readFileSync(path.join(dataDir, f), 'utf8').match(ADDRESS) ?? [])
    expect(all.length).toBeGreaterThan(0)
    expect(new Set(all.map((a) => a.toLowerCase())).size).toBe(all.length)
  })

  it('token allocations sum to the total supply and their percents match', () => {
    const token = JSON.parse(fs.readFileSync(path.join(dataDir, 'token.json'), 'utf8')) as {
      totalSupply: string
      allocations: Array<{ id: string; amount: string; percent: number }>
    }
    const total = BigInt(token.totalSupply)
    const sum = token.allocations.reduce((acc, a) => acc + BigInt(a.amount), 0n)
    expect(sum).toBe(total)
    for (const a of token.allocations) expect(a.percent).toBeCloseTo((Number(a.amount) / Number(total)) * 100, 10)
  })

  it('every deployment names a known contract and a chain id', () => {
    const deployments = JSON.parse(fs.readFileSync(path.join(dataDir, 'deployments.json'), 'utf8')) as {
      contracts: Array<{ key: string }>
      networks: Array<{ id: string; chainId: number; explorer: string; addresses: Record<string, string> }>
    }
    const keys = new Set(deployments.contracts.map((c) => c.key))
    for (const n of deployments.networks) {
      expect(Number.isInteger(n.chainId)).toBe(true)
      expect(n.explorer).toMatch(/^https:\/\//)
      for (const key of Object.keys(n.addresses)) expect(keys).toContain(key)
    }
  })

  it('every vesting allocation has exactly one vesting contract, deployed on the token network', () => {
    const token = JSON.parse(fs.readFileSync(path.join(dataDir, 'token.json'), 'utf8')) as {
      network: string
      allocations: Array<{ id: string; vestingMonths: number }>
    }
    const deployments = JSON.parse(fs.readFileSync(path.join(dataDir, 'deployments.json'), 'utf8')) as {
      contracts: Array<{ key: string; version: string; allocation?: string }>
      networks: Array<{ id: string; addresses: Record<string, string> }>
    }
    const vesting = deployments.contracts.filter((c) => c.version === 'vesting')
    const addresses = deployments.networks.find((n) => n.id === token.network)?.addresses ?? {}
    const vested = token.allocations.filter((a) => a.vestingMonths > 0).map((a) => a.id)
    expect(vested.length).toBeGreaterThan(0)
    expect(vesting.map((c) => c.allocation).sort()).toEqual([...vested].sort())
    for (const c of vesting) expect([c.key, addresses[c.key]]).toEqual([c.key, expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)])
  })

  it('every governance contract the control table relies on has an address on the token network', () => {
    const token = JSON.parse(fs.readFileSync(path.join(dataDir, 'token.json'), 'utf8')) as { network: string }
    const deployments = JSON.parse(fs.readFileSync(path.join(dataDir, 'deployments.json'), 'utf8')) as {
      networks: Array<{ id: string; addresses: Record<string, string> }>
    }
    const addresses = deployments.networks.find((n) => n.id === token.network)?.addresses ?? {}
    for (const key of ['governanceMultisig', 'timelock', 'treasury']) expect([key, typeof addresses[key]]).toEqual([key, 'string'])
  })

  describe('init code hashes', () => {
    const deployments = JSON.parse(fs.readFileSync(path.join(dataDir, 'deployments.json'), 'utf8')) as Record<string, unknown>
    const entries = Object.entries(deployments).filter(([key]) => /InitCode$/.test(key)) as Array<
      [string, { hash: string; verifiedAgainstDeployments: boolean; status: string; provenance: string; reproduceWith: string }]
    >
    const pages = walkFiles(path.join(ROOT, 'content/docs'), '.mdx').map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }))

    it('has the v2 pair and the v3 pool hash, each with status, provenance and the script that reproduces it', () => {
      expect(entries.map(([key]) => key).sort()).toEqual(['v2PairInitCode', 'v3PoolInitCode'])
      for (const [key, entry] of entries) {
        expect([key, entry.hash]).toEqual([key, expect.stringMatching(/^0x[0-9a-f]{64}$/)])
        const script = /^node (scripts\/\S+\.mjs)/.exec(entry.reproduceWith)?.[1]
        expect([key, script && fs.existsSync(path.join(ROOT, script))]).toEqual([key, true])
        expect(entry.provenance.length).toBeGreaterThan(100)
        // The status is what pages show; it must say what the flag says.
        expect([key, /not yet compared/.test(entry.status)]).toEqual([key, !entry.verifiedAgainstDeployments])
      }
    })

    it('every page that shows a hash shows its status too', () => {
      const missing = entries.flatMap(([key]) =>
        pages
          .filter((p) => p.text.includes(`deployments.${key}.hash`) && !p.text.includes(`deployments.${key}.status`))
          .map((p) => `${p.file} shows deployments.${key}.hash without deployments.${key}.status`),
      )
      expect(missing).toEqual([])
    })

    it('pages never type a hash that the data holds', () => {
      const hashes = entries.map(([, entry]) => entry.hash.toLowerCase())
      const typed = pages.filter((p) => hashes.some((h) => p.text.toLowerCase().includes(h))).map((p) => p.file)
      expect(typed).toEqual([])
    })
  })

  it('the common errors page has a section for every TransferHelper message of the v2 periphery release', () => {
    const deployments = JSON.parse(fs.readFileSync(path.join(dataDir, 'deployments.json'), 'utf8')) as {
      releases: Array<{ id: string; transferHelperMessages?: Array<{ message: string; raisedBy: string }> }>
    }
    const messages = deployments.releases.find((r) => r.id === 'v2-periphery')?.transferHelperMessages ?? []
    expect(messages.map((m) => m.message)).toContain('TransferHelper: TRANSFER_FROM_FAILED')
    const page = fs.readFileSync(path.join(ROOT, 'content/docs/contracts/v2/reference/common-errors.mdx'), 'utf8')
    const raised = messages.filter((m) => !/^never/.test(m.raisedBy)).map((m) => m.message)
    expect(raised.filter((m) => !page.includes(`### ${m}\n`))).toEqual([])
    expect(messages.filter((m) => !page.includes(m.message)).map((m) => m.message)).toEqual([])
  })

  it('pages never type an address: they read it from content/data', () => {
    const offenders = [...walkFiles(path.join(ROOT, 'content/docs'), '.mdx'), ...walkFiles(path.join(ROOT, 'content/blog'), '.mdx')]
      .map((file) => ({ file: path.relative(ROOT, file), found: fs.readFileSync(file, 'utf8').match(ADDRESS) ?? [] }))
      .filter((o) => o.found.length)
    expect(offenders).toEqual([])
  })
})

import { prefetchAllowed } from '../../src/theme/prefetchPolicy'
import { installPrefetchPolicy, type GatsbyLoader } from '../../src/theme/prefetch'

function stubConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

afterEach(() => stubConnection(undefined))

describe('src/theme/prefetchPolicy', () => {
  it('prefetches unless the connection is slow 2g with data-saver on (spec §7)', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(true)
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '2g', saveData: true })).toBe(true)
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: true })).toBe(false)
  })
})

describe('src/theme/prefetch', () => {
  const fakeLoader = () => {
    const calls: string[] = []
    const loader: GatsbyLoader = {
      enqueue: (path) => {
        calls.push(`enqueue ${path}`)
        return { abort: () => undefined }
      },
      hovering: (path) => {
        calls.push(`hovering ${path}`)
      },
    }
    return { loader, calls }
  }

  it('passes hover and visible prefetches through on a normal connection', () => {
    const { loader, calls } = fakeLoader()
    expect(installPrefetchPolicy(loader)).toBe(true)
    stubConnection({ effectiveType: '4g', saveData: false })
    loader.hovering('/a')
    loader.enqueue('/b')
    expect(calls).toEqual(['hovering /a', 'enqueue /b'])
  })

  it('drops both on slow 2g with data-saver, checked at the time of the hover', () => {
    const { loader, calls } = fakeLoader()
    installPrefetchPolicy(loader)
    installPrefetchPolicy(loader) // once only
    stubConnection({ effectiveType: 'slow-2g', saveData: true })
    loader.hovering('/a')
    const handle = loader.enqueue('/b')
    expect(calls).toEqual([])
    expect(() => handle?.abort?.()).not.toThrow()
    stubConnection({ effectiveType: 'slow-2g', saveData: false })
    loader.hovering('/a')
    expect(calls).toEqual(['hovering /a'])
  })

  it('reports a missing loader', () => {
    expect(installPrefetchPolicy(undefined)).toBe(false)
  })
})

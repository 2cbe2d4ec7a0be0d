/** @jest-environment node */
import type { Actions, Node } from 'gatsby'
import { keepPageNodes } from '../../../src/build/speed/keptPageNodes'
import { sourceNodes } from '../../../src/build/gatsby/sourceNodes'

const pageNode = (path: string) => ({ id: `SitePage ${path}`, internal: { type: 'SitePage' } }) as unknown as Node

describe('src/build/speed/keptPageNodes', () => {
  it('touches every page node it is given, and says how many', () => {
    const touched: string[] = []
    const actions = { touchNode: (node: Node) => void touched.push(node.id) } as Pick<Actions, 'touchNode'>
    expect(keepPageNodes([pageNode('/'), pageNode('/concepts/overview')], actions)).toBe(2)
    expect(touched).toEqual(['SitePage /', 'SitePage /concepts/overview'])
  })
})

describe('src/build/gatsby/sourceNodes', () => {
  const command = process.env.gatsby_executing_command
  const env = { SQUIRE_SPEED: process.env.SQUIRE_SPEED, SQUIRE_SPEED_OFF: process.env.SQUIRE_SPEED_OFF }
  afterEach(() => {
    process.env.gatsby_executing_command = command
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
  function run(): string[] {
    const touched: string[] = []
    const asked: string[] = []
    const args = {
      getNodesByType: (type: string) => {
        asked.push(type)
        return [pageNode('/a'), pageNode('/b')]
      },
      actions: { touchNode: (node: { id: string }) => touched.push(node.id) },
      reporter: { verbose: () => undefined },
    }
    sourceNodes(args as unknown as Parameters<typeof sourceNodes>[0], {} as Parameters<typeof sourceNodes>[1])
    return [...asked.map((type) => `asked ${type}`), ...touched]
  }

  it('keeps the page nodes in a build', () => {
    process.env.gatsby_executing_command = 'build'
    delete process.env.SQUIRE_SPEED
    delete process.env.SQUIRE_SPEED_OFF
    expect(run()).toEqual(['asked SitePage', 'SitePage /a', 'SitePage /b'])
  })

  it('does nothing under gatsby develop, with speed off, or with the device off', () => {
    process.env.gatsby_executing_command = 'develop'
    expect(run()).toEqual([])
    process.env.gatsby_executing_command = 'build'
    process.env.SQUIRE_SPEED = '0'
    expect(run()).toEqual([])
    delete process.env.SQUIRE_SPEED
    process.env.SQUIRE_SPEED_OFF = 'kept-page-nodes'
    expect(run()).toEqual([])
  })
})

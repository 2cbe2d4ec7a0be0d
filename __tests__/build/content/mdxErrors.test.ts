import type { Reporter } from 'gatsby'
import { MdxCompileError } from '../../../src/build/content/mdx/mdxCompileError'
import { clearMdxError, EMPTY_COMPILED, reportFrontmatterErrors, reportMdxError } from '../../../src/build/content/mdxErrors'

const mockEmitError = jest.fn()
jest.mock('gatsby/dist/utils/websocket-manager', () => ({ websocketManager: { emitError: (...args: unknown[]) => mockEmitError(...args) } }))

const reporterMock = () => ({ error: jest.fn(), panicOnBuild: jest.fn() })
const compileError = new MdxCompileError('content/docs/x.mdx', 12, 3, 'Expected a closing tag for `<Tabs>`')
const command = process.env.gatsby_executing_command

afterEach(() => {
  process.env.gatsby_executing_command = command
  mockEmitError.mockReset()
})

describe('src/build/content/mdxErrors', () => {
  it('stops a build, naming file:line', () => {
    process.env.gatsby_executing_command = 'build'
    const reporter = reporterMock()
    expect(reportMdxError(compileError, 'content/docs/x.mdx', reporter as unknown as Reporter)).toBeNull()
    expect(reporter.panicOnBuild).toHaveBeenCalledWith('MDX error in content/docs/x.mdx:12:3: Expected a closing tag for `<Tabs>`')
    expect(mockEmitError).not.toHaveBeenCalled()
  })

  it('in develop: prints the error once, shows it in the overlay, keeps the node queryable, and clears it', () => {
    process.env.gatsby_executing_command = 'develop'
    const reporter = reporterMock()
    expect(reportMdxError(compileError, 'content/docs/x.mdx', reporter as unknown as Reporter)).toBe(EMPTY_COMPILED)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(reporter.error).toHaveBeenCalledTimes(1)
    expect(reporter.error.mock.calls[0][0]).toMatchObject({
      context: { sourceMessage: 'MDX error in content/docs/x.mdx:12:3: Expected a closing tag for `<Tabs>`' },
      filePath: 'content/docs/x.mdx',
      location: { start: { line: 12, column: 3 } },
    })
    expect(mockEmitError).toHaveBeenCalledWith('squire-mdx:content/docs/x.mdx', [
      expect.objectContaining({ text: 'MDX error in content/docs/x.mdx:12:3: Expected a closing tag for `<Tabs>`', level: 'ERROR', filePath: 'content/docs/x.mdx' }),
    ])
    clearMdxError('content/docs/x.mdx')
    expect(mockEmitError).toHaveBeenLastCalledWith('squire-mdx:content/docs/x.mdx', null)
  })

  const problems = ['content/docs/x.mdx:3: front matter "titel": unknown field (known: title, description)', 'content/docs/x.mdx: front matter "title": is required']

  it('stops a build on bad front matter, one line per problem', () => {
    process.env.gatsby_executing_command = 'build'
    const reporter = reporterMock()
    expect(reportFrontmatterErrors(problems, 'content/docs/x.mdx', reporter as unknown as Reporter)).toBe(false)
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(`Front matter error:\n  - ${problems[0]}\n  - ${problems[1]}`)
    expect(reportFrontmatterErrors([], 'content/docs/x.mdx', reporter as unknown as Reporter)).toBe(true)
  })

  it('in develop: shows bad front matter in the terminal and the overlay, lets the page carry on, and clears it when fixed', () => {
    process.env.gatsby_executing_command = 'develop'
    const reporter = reporterMock()
    expect(reportFrontmatterErrors(problems, 'content/docs/x.mdx', reporter as unknown as Reporter)).toBe(true)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(reporter.error.mock.calls[0][0]).toMatchObject({ filePath: 'content/docs/x.mdx', location: { start: { line: 3 } } })
    expect(mockEmitError).toHaveBeenCalledWith('squire-frontmatter:content/docs/x.mdx', [expect.objectContaining({ text: expect.stringContaining('"titel": unknown field') })])
    // A valid front matter clears its own entry, not the file's MDX error.
    expect(reportFrontmatterErrors([], 'content/docs/x.mdx', reporter as unknown as Reporter)).toBe(true)
    expect(mockEmitError).toHaveBeenLastCalledWith('squire-frontmatter:content/docs/x.mdx', null)
  })

  it("in develop: YAML's own error has its overlay entry, which the schema check of the same file does not clear", () => {
    process.env.gatsby_executing_command = 'develop'
    const reporter = reporterMock()
    const yaml = ['content/docs/x.mdx:4: front matter is not valid YAML: duplicated mapping key (title: B)']
    expect(reportFrontmatterErrors(yaml, 'content/docs/x.mdx', reporter as unknown as Reporter, 'frontmatter-yaml')).toBe(true)
    expect(reporter.error.mock.calls[0][0]).toMatchObject({ filePath: 'content/docs/x.mdx', location: { start: { line: 4 } } })
    expect(mockEmitError).toHaveBeenLastCalledWith('squire-frontmatter-yaml:content/docs/x.mdx', [expect.objectContaining({ text: expect.stringContaining('duplicated mapping key') })])
    reportFrontmatterErrors([], 'content/docs/x.mdx', reporter as unknown as Reporter)
    expect(mockEmitError).toHaveBeenLastCalledWith('squire-frontmatter:content/docs/x.mdx', null)
    reportFrontmatterErrors([], 'content/docs/x.mdx', reporter as unknown as Reporter, 'frontmatter-yaml')
    expect(mockEmitError).toHaveBeenLastCalledWith('squire-frontmatter-yaml:content/docs/x.mdx', null)
  })
})

/**
 * The guards in onPreInit: an invalid config must not throw while gatsby-config loads, and
 * onPreInit must stop the build with the formatted error; front matter YAML rejects stops the
 * build there too, before gatsby-plugin-mdx fails on it naming no file.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'

type Reporter = { panic: jest.Mock; panicOnBuild?: jest.Mock }

function withEnv<T>(env: Record<string, string>, run: () => T): T {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    return run()
  } finally {
    for (const key of Object.keys(env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

function loadFresh(): { gatsbyConfig: object; onPreInit: (args: { reporter: Reporter }) => void } {
  let loaded!: ReturnType<typeof loadFresh>
  jest.isolateModules(() => {
    const gatsbyConfig = (require('../../../gatsby-config') as { default: object }).default
    const { onPreInit } = require('../../../src/build/gatsby/onPreInit') as { onPreInit: (args: { reporter: Reporter }) => void }
    loaded = { gatsbyConfig, onPreInit }
  })
  return loaded
}

test('an invalid config reaches onPreInit, which panics with the formatted message', () => {
  const { gatsbyConfig, onPreInit } = withEnv({ GATSBY_DOCSEARCH_APP_ID: 'only-one-of-three' }, loadFresh)
  expect(gatsbyConfig).toEqual({})
  const reporter = { panic: jest.fn() }
  onPreInit({ reporter })
  expect(reporter.panic).toHaveBeenCalledTimes(1)
  expect(reporter.panic.mock.calls[0][0]).toMatch(/GATSBY_DOCSEARCH_APP_ID, GATSBY_DOCSEARCH_API_KEY and GATSBY_DOCSEARCH_INDEX_NAME together/)
})

test('a valid config passes onPreInit and fills gatsby-config', () => {
  const { gatsbyConfig, onPreInit } = withEnv({}, loadFresh)
  expect(gatsbyConfig).toMatchObject({ siteMetadata: { title: 'Squire Docs' } })
  const reporter = { panic: jest.fn() }
  onPreInit({ reporter })
  expect(reporter.panic).not.toHaveBeenCalled()
})

test('a build whose content has front matter YAML rejects stops in onPreInit, naming file and line', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-preinit-'))
  const cwd = process.cwd()
  const command = process.env.gatsby_executing_command
  try {
    fs.mkdirSync(path.join(site, 'content/docs/guides'), { recursive: true })
    fs.writeFileSync(path.join(site, 'content/docs/guides/twice.mdx'), '---\ntitle: A\ndescription: x\ntitle: B\n---\n\nBody.\n')
    process.chdir(site) // the build's root is its working directory
    process.env.gatsby_executing_command = 'build'
    const { onPreInit } = withEnv({}, loadFresh)
    const reporter = { panic: jest.fn(), panicOnBuild: jest.fn() }
    onPreInit({ reporter })
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      'Front matter error:\n  - content/docs/guides/twice.mdx:4: front matter is not valid YAML: duplicated mapping key (title: B)',
    )
  } finally {
    process.chdir(cwd)
    if (command === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = command
    fs.rmSync(site, { recursive: true, force: true })
  }
})

import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import CodeBlock from '../../src/components/mdx/CodeBlock'
import { TextEncoder } from 'util'
import MdxContent from '../../src/components/MdxContent'
import { compileDocLines, SHELL_BLOCK, TITLED_SOLIDITY_BLOCK } from '../fixtures/codeBlocks'

/** A page body as the build compiles it and the doc template renders it. */
async function renderCompiled(lines: string[]) {
  // The build's HTML serialiser (react-dom/server) needs TextEncoder, which jsdom's globals lack.
  Object.assign(globalThis, { TextEncoder })
  const { contentTreeFromHast } = await import('../../src/build/content/contentTree')
  const { hast } = await compileDocLines(lines)
  return render(<MdxContent content={contentTreeFromHast(hast)} />)
}

describe('src/components/mdx/CodeBlock', () => {
  it('copies the code text and says "Copied" for a moment', async () => {
    const user = userEvent.setup()
    const writeText = jest.spyOn(navigator.clipboard, 'writeText')
    render(
      <CodeBlock language="bash" title="install.sh">
        <div className="gatsby-highlight">
          <pre>
            <code>
              <span className="token function">npm</span> install{'\n'}
              <span className="gatsby-highlight-code-line">yarn add{'\n'}</span>
            </code>
          </pre>
        </div>
      </CodeBlock>,
    )
    expect(screen.getByText('install.sh')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }))
    expect(writeText).toHaveBeenCalledWith('npm install\nyarn add')
    await expect(navigator.clipboard.readText()).resolves.toBe('npm install\nyarn add')
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied')
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard')
  })

  it('returns to "Copy" after the feedback time', async () => {
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      render(
        <CodeBlock language="js">
          <pre>
            <code>x()</code>
          </pre>
        </CodeBlock>,
      )
      await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }))
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => {
        jest.advanceTimersByTime(2000)
      })
      expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toHaveTextContent('Copy')
    } finally {
      jest.useRealTimers()
    }
  })

  // jsdom lays nothing out, as the browser does not lay out a block off screen
  // (content-visibility: auto): what a keyboard user needs must not depend on measuring it.
  it('a block the build compiled is reached by Tab and named, with no layout to measure', async () => {
    const user = userEvent.setup()
    await renderCompiled([
      'Before the code.',
      '',
      ...TITLED_SOLIDITY_BLOCK,
      '',
      ...SHELL_BLOCK,
    ])
    const titled = screen.getByRole('group', { name: 'Code: IUniswapV2Pair.sol' })
    expect(titled.tagName).toBe('PRE')
    expect(titled).toHaveTextContent('function getReserves()')
    await user.tab()
    expect(titled).toHaveFocus()
    await user.tab()
    expect(screen.getAllByRole('button', { name: 'Copy code to clipboard' })[0]).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('group', { name: 'Shell code' })).toHaveFocus()
  })
})

import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import CodeBlock from '../../src/components/mdx/CodeBlock'

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
})

/** @jest-environment node */
import { isHighlightedCode } from '../../../../src/build/content/mdx/highlightedCode'
import { htmlFragmentToHast } from '../../../../src/build/content/htmlToHast'

describe('src/build/content/mdx/highlightedCode', () => {
  it("recognises Prism's wrapper as the compile parses it, and nothing else", () => {
    const [wrapper] = htmlFragmentToHast('<div class="gatsby-highlight" data-language="ts"><pre class="language-ts"><code class="language-ts">a</code></pre></div>')
    expect(isHighlightedCode(wrapper)).toBe(true)
    const [other] = htmlFragmentToHast('<div class="note"><pre><code>a</code></pre></div>')
    expect(isHighlightedCode(other)).toBe(false)
    const [pre] = htmlFragmentToHast('<pre class="gatsby-highlight"><code>a</code></pre>')
    expect(isHighlightedCode(pre)).toBe(false)
    expect(isHighlightedCode({ type: 'text', value: 'gatsby-highlight' })).toBe(false)
  })
})

/**
 * Copies a page's Markdown twin to the clipboard. Where the browser supports it the clipboard
 * write starts synchronously in the click with a promised blob (Safari drops the user gesture
 * across an `await fetch`); elsewhere the text is fetched, then written.
 */
export interface ClipboardLike {
  writeText(text: string): Promise<void>
  write?(items: ClipboardItem[]): Promise<void>
}

export interface CopyEnvironment {
  clipboard: ClipboardLike | undefined
  fetch: (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>
  ClipboardItem?: typeof ClipboardItem
}

async function fetchMarkdown(env: CopyEnvironment, url: string): Promise<string> {
  const response = await env.fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

export async function copyMarkdown(url: string, env: CopyEnvironment): Promise<void> {
  const { clipboard } = env
  if (!clipboard) throw new Error('The clipboard is not available')
  if (env.ClipboardItem && clipboard.write) {
    const blob = fetchMarkdown(env, url).then((text) => new Blob([text], { type: 'text/plain' }))
    await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })])
    return
  }
  await clipboard.writeText(await fetchMarkdown(env, url))
}

export function browserCopyEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    fetch: (url) => window.fetch(url),
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
  }
}

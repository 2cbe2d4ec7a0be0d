import { onceWithRetry } from '../../src/theme/onceWithRetry'

test('shares one pending load and forgets a failure, so the next call loads again', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('modal')
  const once = onceWithRetry(load)
  const first = once()
  expect(once()).toBe(first)
  await expect(first).rejects.toThrow('chunk failed')
  await expect(once()).resolves.toBe('modal')
  await expect(once()).resolves.toBe('modal')
  expect(load).toHaveBeenCalledTimes(2)
})

import { stop, type Served } from './server'

export default async function globalTeardown(): Promise<void> {
  stop((globalThis as { __E2E_SERVER__?: Served }).__E2E_SERVER__)
}

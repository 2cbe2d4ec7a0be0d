/** A stand-in for the Amplitude SDK module that records what the site hands it. */
import type { AnalyticsSdk } from '../../src/analytics/sdk'

export interface SdkMock {
  sdk: AnalyticsSdk
  init: jest.Mock
  track: jest.Mock
  identify: jest.Mock
  revenue: jest.Mock
}

export function createSdkMock(): SdkMock {
  const init = jest.fn()
  const track = jest.fn()
  const identify = jest.fn()
  const revenue = jest.fn()
  class Identify {
    operations: Array<[string, string, unknown]> = []
    set(property: string, value: unknown) {
      this.operations.push(['$set', property, value])
      return this
    }
    add(property: string, value: unknown) {
      this.operations.push(['$add', property, value])
      return this
    }
  }
  class Revenue {
    fields: Record<string, unknown> = {}
    setPrice(price: number) {
      this.fields.price = price
      return this
    }
    setQuantity(quantity: number) {
      this.fields.quantity = quantity
      return this
    }
    setProductId(productId: string) {
      this.fields.productId = productId
      return this
    }
    setRevenueType(revenueType: string) {
      this.fields.revenueType = revenueType
      return this
    }
    setEventProperties(properties: Record<string, unknown>) {
      this.fields.properties = properties
      return this
    }
  }
  const sdk = { init, track, identify, revenue, Identify, Revenue } as unknown as AnalyticsSdk
  return { sdk, init, track, identify, revenue }
}

/** Identify operations recorded by the mock's Identify objects. */
export function identifyOperations(identify: jest.Mock): Array<[string, string, unknown]> {
  return identify.mock.calls.flatMap(([id]) => (id as { operations: Array<[string, string, unknown]> }).operations)
}

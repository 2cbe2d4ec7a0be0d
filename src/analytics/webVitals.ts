/**
 * Web Vitals through the `web-vitals` package (v4, loaded lazily with the SDK): one "Web Vitals"
 * event per metric, each carrying its own property (CLS unitless, the others in milliseconds).
 * The browser reports FCP early, FID/INP after input and CLS/LCP when the page is hidden, so one
 * event per metric is the only shape that does not lose late metrics.
 */
import type { Metric } from 'web-vitals'
import { WebVitalProperty } from './vocabulary'

type WebVitals = typeof import('web-vitals')
export type VitalProperties = Partial<Record<WebVitalProperty, number>>

const loadWebVitals = (): Promise<WebVitals> => import(/* webpackChunkName: "web-vitals" */ 'web-vitals')

export function vitalProperties(metric: Pick<Metric, 'name' | 'value'>): VitalProperties {
  switch (metric.name) {
    case 'CLS':
      return { [WebVitalProperty.CLS]: Math.round(metric.value * 10000) / 10000 }
    case 'FCP':
      return { [WebVitalProperty.FCP]: Math.round(metric.value) }
    case 'FID':
      return { [WebVitalProperty.FID]: Math.round(metric.value) }
    case 'LCP':
      return { [WebVitalProperty.LCP]: Math.round(metric.value) }
    case 'INP':
      return { [WebVitalProperty.INP]: Math.round(metric.value) }
    default:
      return {}
  }
}

export async function reportWebVitals(send: (properties: VitalProperties) => void, load: () => Promise<WebVitals> = loadWebVitals): Promise<void> {
  const { onCLS, onFCP, onFID, onLCP, onINP } = await load()
  const report = (metric: Metric) => send(vitalProperties(metric))
  onCLS(report)
  onFCP(report)
  onFID(report)
  onLCP(report)
  onINP(report)
}

/**
 * Chart and diagram geometry, computed at build time (GraphQL resolver `Mdx.pictures`) with
 * d3-scale and d3-shape. Only plain numbers and SVG path strings leave this module, so d3 never
 * reaches the browser bundle. Every function returns coordinates in its own viewBox.
 */
import { scaleLinear, scaleBand } from 'd3-scale'
import { stack, area, line, curveStepAfter, curveStepBefore, curveLinear, stackOrderNone, stackOffsetNone } from 'd3-shape'
import type { Allocation } from './allocations'
import { totalAmount, unlockSchedule, scheduleHorizon } from './allocations'
import { CURVE_EXAMPLE, swapOutcome, TWAP_EXAMPLE, accumulatorPoints, RANGE_EXAMPLE } from './examples'

export interface Tick {
  value: number
  position: number
}

export interface AllocationGeometry {
  width: number
  height: number
  rows: Array<{ id: string; labelY: number; barY: number; barHeight: number; barWidth: number }>
  /** Sum of bar widths: the full width stands for the total supply. */
  barTotal: number
}

export const ALLOCATION_WIDTH = 560
const ALLOCATION_ROW = 50

export function allocationGeometry(allocations: readonly Allocation[]): AllocationGeometry {
  const total = totalAmount(allocations)
  const x = scaleLinear().domain([0, total]).range([0, ALLOCATION_WIDTH])
  const y = scaleBand<string>()
    .domain(allocations.map((a) => a.id))
    .range([0, allocations.length * ALLOCATION_ROW])
  const rows = allocations.map((a) => {
    const top = y(a.id) ?? 0
    return { id: a.id, labelY: top + 18, barY: top + 26, barHeight: 14, barWidth: x(a.amount) }
  })
  return {
    width: ALLOCATION_WIDTH,
    height: allocations.length * ALLOCATION_ROW,
    rows,
    barTotal: rows.reduce((s, r) => s + r.barWidth, 0),
  }
}

export interface VestingGeometry {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  series: Array<{ id: string; d: string }>
  xTicks: Tick[]
  yTicks: Tick[]
  cliffs: Tick[]
  /** y of the stack's top at the horizon: the total supply. */
  topAtHorizon: number
  horizon: number
}

export function vestingGeometry(allocations: readonly Allocation[]): VestingGeometry {
  const width = 640
  const height = 340
  const plot = { left: 64, right: width - 16, top: 32, bottom: height - 44 }
  const horizon = scheduleHorizon(allocations)
  const total = totalAmount(allocations)
  const x = scaleLinear().domain([0, horizon]).range([plot.left, plot.right])
  const y = scaleLinear().domain([0, total]).range([plot.bottom, plot.top]).nice()
  type Row = { month: number } & Record<string, number>
  const rows: Row[] = unlockSchedule(allocations).map((r) => ({ month: r.month, ...r.unlocked }) as Row)
  const layers = stack<Row>()
    .keys(allocations.map((a) => a.id))
    .order(stackOrderNone)
    .offset(stackOffsetNone)(rows)
  const shape = area<[number, number] & { data: Row }>()
    .x((d) => x(d.data.month))
    .y0((d) => y(d[0]))
    .y1((d) => y(d[1]))
    // The value of month m is what has unlocked by its end: drawn over (m − 1, m].
    .curve(curveStepBefore)
  const step = horizon > 24 ? 12 : 6
  const xTicks = Array.from({ length: Math.floor(horizon / step) + 1 }, (_, i) => i * step).map((value) => ({ value, position: x(value) }))
  const yTicks = y.ticks(5).map((value) => ({ value, position: y(value) }))
  const cliffMonths = [...new Set(allocations.filter((a) => a.cliffMonths > 0).map((a) => a.cliffMonths))].sort((a, b) => a - b)
  return {
    width,
    height,
    plot,
    series: layers.map((layer) => ({ id: layer.key, d: shape(layer as unknown as Array<[number, number] & { data: Row }>) ?? '' })),
    xTicks,
    yTicks,
    cliffs: cliffMonths.map((value) => ({ value, position: x(value) })),
    topAtHorizon: y(unlockSchedule(allocations)[horizon].total),
    horizon,
  }
}

export interface Point {
  x: number
  y: number
}

export interface CurveGeometry {
  width: number
  height: number
  plot: { left: number; right: number; top: number; bottom: number }
  curve: string
  before: Point
  after: Point
  /** Dashed tangent at `before`: the spot price. */
  tangent: [Point, Point]
  /** Baseline of the `x · y = k` label: above the curve's flat right end, clear of the tangent. */
  kLabelY: number
  xTicks: Tick[]
  yTicks: Tick[]
}

export function curveGeometry(): CurveGeometry {
  const e = CURVE_EXAMPLE
  const o = swapOutcome(e)
  const width = 560
  const height = 400
  const plot = { left: 72, right: width - 16, top: 28, bottom: height - 44 }
  const x = scaleLinear().domain([60, 160]).range([plot.left, plot.right])
  const y = scaleLinear().domain([150_000, 500_000]).range([plot.bottom, plot.top])
  const samples = Array.from({ length: 101 }, (_, i) => 60 + i)
  const path = line<number>()
    .x((v) => x(v))
    .y((v) => y(o.k / v))
    .curve(curveLinear)(samples.filter((v) => o.k / v <= 500_000))
  const spot = o.spotPrice
  const tangentAt = (dx: number): Point => ({ x: x(e.reserveIn + dx), y: y(e.reserveOut - spot * dx) })
  return {
    width,
    height,
    plot,
    curve: path ?? '',
    before: { x: x(e.reserveIn), y: y(e.reserveOut) },
    after: { x: x(o.after.reserveIn), y: y(o.after.reserveOut) },
    tangent: [tangentAt(-30), tangentAt(45)],
    kLabelY: y(o.k / 125 + 12_000),
    xTicks: x.ticks(6).map((value) => ({ value, position: x(value) })),
    yTicks: y.ticks(5).map((value) => ({ value, position: y(value) })),
  }
}

export interface TwapGeometry {
  width: number
  height: number
  price: { top: number; bottom: number; path: string; ticks: Tick[] }
  accumulator: { top: number; bottom: number; path: string; ticks: Tick[]; points: Point[] }
  left: number
  right: number
  timeTicks: Tick[]
  window: [number, number]
}

export function twapGeometry(): TwapGeometry {
  const { spans, window } = TWAP_EXAMPLE
  const points = accumulatorPoints(spans)
  const width = 640
  const height = 420
  const left = 80
  const right = width - 24
  const end = points[points.length - 1].time
  const t = scaleLinear().domain([0, end]).range([left, right])
  const priceTop = 28
  const priceBottom = 150
  const accTop = 210
  const accBottom = height - 44
  const prices = spans.map((s) => s.price)
  const p = scaleLinear()
    .domain([Math.min(...prices) - 200, Math.max(...prices) + 100])
    .range([priceBottom, priceTop])
    .nice()
  const a = scaleLinear().domain([0, points[points.length - 1].cumulative]).range([accBottom, accTop]).nice()
  const stepPoints = [...points.slice(0, -1).map((pt, i) => ({ time: pt.time, price: spans[i].price })), { time: end, price: spans[spans.length - 1].price }]
  const pricePath = line<{ time: number; price: number }>()
    .x((d) => t(d.time))
    .y((d) => p(d.price))
    .curve(curveStepAfter)(stepPoints)
  const accPath = line<{ time: number; cumulative: number }>()
    .x((d) => t(d.time))
    .y((d) => a(d.cumulative))(points)
  return {
    width,
    height,
    left,
    right,
    price: { top: priceTop, bottom: priceBottom, path: pricePath ?? '', ticks: p.ticks(3).map((value) => ({ value, position: p(value) })) },
    accumulator: {
      top: accTop,
      bottom: accBottom,
      path: accPath ?? '',
      ticks: a.ticks(3).map((value) => ({ value, position: a(value) })),
      points: points.map((pt) => ({ x: t(pt.time), y: a(pt.cumulative) })),
    },
    timeTicks: points.map((pt) => ({ value: pt.time, position: t(pt.time) })),
    window: [t(window[0]), t(window[1])],
  }
}

export interface RangeGeometry {
  width: number
  height: number
  baseline: number
  lower: number
  upper: number
  price: number
  liquidityTop: number
  v2Top: number
  left: number
  right: number
  ticks: Tick[]
}

export function rangeGeometry(): RangeGeometry {
  const r = RANGE_EXAMPLE
  const width = 640
  const height = 260
  const left = 24
  const right = width - 24
  const x = scaleLinear().domain(r.axis).range([left, right])
  return {
    width,
    height,
    baseline: height - 52,
    lower: x(r.lower),
    upper: x(r.upper),
    price: x(r.price),
    liquidityTop: 56,
    v2Top: height - 52 - 24,
    left,
    right,
    ticks: x.ticks(6).map((value) => ({ value, position: x(value) })),
  }
}

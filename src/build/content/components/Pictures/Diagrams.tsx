import * as React from 'react'
import { describeCurve, describeSwapSequence, describeTwap, describeRange, SWAP_STEPS } from '../../pictures/describe'
import type { CurveGeometry, TwapGeometry, RangeGeometry } from '../../pictures/geometry'
import { CURVE_EXAMPLE, swapOutcome, TWAP_EXAMPLE, accumulatorPoints, twapOver, RANGE_EXAMPLE } from '../../pictures/examples'
import Figure from './Figure'
import { usePictureGeometry } from './PictureGeometry'
import { pictureClass } from '../../../../components/mdx/Pictures/classNames'

const whole = (n: number) => Math.round(n).toLocaleString('en-US')
const decimal = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' })

function ArrowHead({ id }: { id: string }) {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0 0 L10 5 L0 10 z" className={pictureClass.arrowHead} />
      </marker>
    </defs>
  )
}

/** `<CurveDiagram />`: x · y = k with a swap moving along it (input, output, spot vs average price). */
export function CurveDiagram() {
  const g = usePictureGeometry<CurveGeometry>('CurveDiagram', {})
  const e = CURVE_EXAMPLE
  const o = swapOutcome(e)
  const arrow = `${React.useId()}-arrow`
  const { plot, before, after } = g
  return (
    <Figure text={describeCurve()} width={g.width} height={g.height}>
      <ArrowHead id={arrow} />
      {g.yTicks.map((t) => (
        <g key={`y${t.value}`}>
          <line x1={plot.left} x2={plot.right} y1={t.position} y2={t.position} className={pictureClass.grid} />
          <text x={plot.left - 8} y={t.position + 4} textAnchor="end" className={pictureClass.muted}>
            {compact.format(t.value)}
          </text>
        </g>
      ))}
      {g.xTicks.map((t) => (
        <text key={`x${t.value}`} x={t.position} y={plot.bottom + 18} textAnchor="middle" className={pictureClass.muted}>
          {t.value}
        </text>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className={pictureClass.axis} />
      <text x={(plot.left + plot.right) / 2} y={g.height - 6} textAnchor="middle">
        x: {e.tokenIn} in the pool
      </text>
      <text x={4} y={12} className={pictureClass.small}>
        y: {e.tokenOut} in the pool
      </text>
      <path d={g.curve} className={pictureClass.curve} />
      <text x={plot.right - 4} y={g.kLabelY} textAnchor="end" className={pictureClass.strong}>
        x · y = k = {whole(o.k)}
      </text>
      <line x1={g.tangent[0].x} y1={g.tangent[0].y} x2={g.tangent[1].x} y2={g.tangent[1].y} className={pictureClass.tangent} />
      <line x1={before.x} y1={before.y} x2={after.x} y2={before.y} className={pictureClass.arrow} markerEnd={`url(#${arrow})`} />
      <line x1={after.x} y1={before.y} x2={after.x} y2={after.y} className={pictureClass.arrow} markerEnd={`url(#${arrow})`} />
      <line x1={before.x} y1={before.y} x2={after.x} y2={after.y} className={pictureClass.trade} />
      <circle cx={before.x} cy={before.y} r={6} className={pictureClass.point} />
      <circle cx={after.x} cy={after.y} r={6} className={pictureClass.point} />
      <text x={before.x - 10} y={before.y - 12} textAnchor="end">
        A: {whole(e.reserveIn)} {e.tokenIn}, {whole(e.reserveOut)} {e.tokenOut}
      </text>
      <text x={after.x - 14} y={after.y + 30} textAnchor="end">
        B: {whole(o.after.reserveIn)} {e.tokenIn}, {decimal(o.after.reserveOut)} {e.tokenOut}
      </text>
      <text x={(before.x + after.x) / 2} y={before.y - 10} textAnchor="start" className={pictureClass.small}>
        +{e.amountIn} {e.tokenIn} in
      </text>
      <text x={after.x + 10} y={(before.y + after.y) / 2 + 4} className={pictureClass.small}>
        −{decimal(o.out)} {e.tokenOut} out
      </text>
      <g transform={`translate(${plot.right - 4} ${plot.top + 20})`} textAnchor="end">
        <text y={0}>Spot price at A (dashed tangent): {whole(o.spotPrice)}</text>
        <text y={20}>Average price A → B: {decimal(o.averagePrice)}</text>
        <text y={40} className={pictureClass.strong}>
          {decimal(o.priceImpactPercent)}% below spot (impact + 0.30% fee)
        </text>
      </g>
    </Figure>
  )
}

/** `<SwapSequenceDiagram />`: transfer → swap → optional flash-swap callback → k check. */
export function SwapSequenceDiagram() {
  const arrow = `${React.useId()}-arrow`
  const width = 560
  const box = 76
  const gap = 26
  const height = SWAP_STEPS.length * box + (SWAP_STEPS.length - 1) * gap + 4
  return (
    <Figure text={describeSwapSequence()} width={width} height={height}>
      <ArrowHead id={arrow} />
      {SWAP_STEPS.map((step, index) => {
        const top = 2 + index * (box + gap)
        return (
          <g key={step.title}>
            <rect x={2} y={top} width={width - 4} height={box} rx={8} className={step.optional ? pictureClass.optionalBox : pictureClass.box} />
            <text x={18} y={top + 24} className={pictureClass.strong}>
              {index + 1}. {step.title}
            </text>
            {step.detail.map((lineText, n) => (
              <text key={lineText} x={18} y={top + 46 + n * 18} className={pictureClass.muted}>
                {lineText}
              </text>
            ))}
            {index < SWAP_STEPS.length - 1 ? (
              <line x1={width / 2} x2={width / 2} y1={top + box + 2} y2={top + box + gap - 3} className={pictureClass.arrow} markerEnd={`url(#${arrow})`} />
            ) : null}
          </g>
        )
      })}
    </Figure>
  )
}

/** `<TwapDiagram />`: the price per block, the accumulator it feeds, and the average over a window. */
export function TwapDiagram() {
  const g = usePictureGeometry<TwapGeometry>('TwapDiagram', {})
  const points = accumulatorPoints(TWAP_EXAMPLE.spans)
  const [w1, w2] = TWAP_EXAMPLE.window
  const twap = twapOver(points, TWAP_EXAMPLE.window)
  const panel = (top: number, bottom: number, ticks: TwapGeometry['price']['ticks'], label: string) => (
    <g>
      {ticks.map((t) => (
        <g key={`${label}${t.value}`}>
          <line x1={g.left} x2={g.right} y1={t.position} y2={t.position} className={pictureClass.grid} />
          <text x={g.left - 8} y={t.position + 4} textAnchor="end" className={pictureClass.muted}>
            {compact.format(t.value)}
          </text>
        </g>
      ))}
      <line x1={g.left} x2={g.right} y1={bottom} y2={bottom} className={pictureClass.axis} />
      <text x={g.left} y={top - 10} className={pictureClass.strong}>
        {label}
      </text>
    </g>
  )
  return (
    <Figure text={describeTwap()} width={g.width} height={g.height}>
      <rect x={g.window[0]} y={g.price.top - 4} width={g.window[1] - g.window[0]} height={g.accumulator.bottom - g.price.top + 4} className={pictureClass.band} />
      {panel(g.price.top, g.price.bottom, g.price.ticks, 'Price of token0 in token1, per block')}
      {panel(g.accumulator.top, g.accumulator.bottom, g.accumulator.ticks, 'price0Cumulative: adds price × seconds at each update')}
      <path d={g.price.path} className={pictureClass.curve} />
      <path d={g.accumulator.path} className={pictureClass.curve} />
      {g.accumulator.points.map((p) => (
        <circle key={`${p.x}`} cx={p.x} cy={p.y} r={4} className={pictureClass.point} />
      ))}
      {g.timeTicks.map((t) => (
        <text key={`t${t.value}`} x={t.position} y={g.accumulator.bottom + 18} textAnchor="middle" className={pictureClass.muted}>
          {t.value}
        </text>
      ))}
      <text x={(g.left + g.right) / 2} y={g.height - 6} textAnchor="middle">
        Seconds (one block every 12 s)
      </text>
      <text x={g.window[1] - 6} y={g.accumulator.bottom - 14} textAnchor="end">
        TWAP from t = {w1} s to {w2} s = Δcumulative / Δt = {decimal(twap)}
      </text>
    </Figure>
  )
}

/** `<RangeDiagram />`: a v3 position's price range, the pool price, and what the position holds outside it. */
export function RangeDiagram() {
  const g = usePictureGeometry<RangeGeometry>('RangeDiagram', {})
  const r = RANGE_EXAMPLE
  return (
    <Figure text={describeRange()} width={g.width} height={g.height}>
      <rect x={g.left} y={g.v2Top} width={g.right - g.left} height={g.baseline - g.v2Top} className={pictureClass.v2} />
      <rect x={g.lower} y={g.liquidityTop} width={g.upper - g.lower} height={g.baseline - g.liquidityTop} className={pictureClass.range} />
      <line x1={g.price} x2={g.price} y1={g.liquidityTop - 28} y2={g.baseline} className={pictureClass.priceLine} />
      <text x={g.price} y={g.liquidityTop - 34} textAnchor="middle" className={pictureClass.strong}>
        Pool price {whole(r.price)}
      </text>
      <text x={(g.lower + g.price) / 2} y={g.liquidityTop + 22} textAnchor="middle">
        In range:
      </text>
      <text x={(g.lower + g.price) / 2} y={g.liquidityTop + 40} textAnchor="middle">
        earns fees
      </text>
      <text x={(g.left + g.lower) / 2} y={g.liquidityTop + 40} textAnchor="middle">
        Below {whole(r.lower)}:
      </text>
      <text x={(g.left + g.lower) / 2} y={g.liquidityTop + 58} textAnchor="middle">
        all {r.token0}
      </text>
      <text x={(g.upper + g.right) / 2} y={g.liquidityTop + 40} textAnchor="middle">
        Above {whole(r.upper)}:
      </text>
      <text x={(g.upper + g.right) / 2} y={g.liquidityTop + 58} textAnchor="middle">
        all {r.token1}
      </text>
      <text x={g.left + 6} y={g.v2Top - 6} className={pictureClass.small}>
        v2: the same capital spread over every price
      </text>
      <line x1={g.left} x2={g.right} y1={g.baseline} y2={g.baseline} className={pictureClass.axis} />
      {g.ticks.map((t) => (
        <text key={t.value} x={t.position} y={g.baseline + 18} textAnchor="middle" className={pictureClass.muted}>
          {whole(t.value)}
        </text>
      ))}
      <text x={(g.left + g.right) / 2} y={g.height - 8} textAnchor="middle">
        Price of {r.token0} in {r.token1}
      </text>
    </Figure>
  )
}

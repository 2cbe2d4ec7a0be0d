import * as React from 'react'
import type { Segment } from '../engine/text'

/** Highlighted text as React nodes: matches in <mark>, everything as text (never HTML). */
export default function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>))}
    </>
  )
}

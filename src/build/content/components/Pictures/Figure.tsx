import * as React from 'react'
import type { PictureText } from '../../pictures/describe'
import { pictureClass } from '../../../../components/mdx/Pictures/classNames'

interface Props {
  text: PictureText
  width: number
  height: number
  /** Shown under the drawing, before the caption (e.g. a colour key). */
  legend?: React.ReactNode
  children: React.ReactNode
}

/**
 * An SVG picture with its text alternative: the SVG is one image (`role="img"`) named by its
 * <title> and described by its <desc>; the caption repeats the title for everyone. The viewBox
 * and width/height attributes give the box its size before any CSS, so nothing shifts.
 */
export default function Figure({ text, width, height, legend, children }: Props) {
  const id = React.useId()
  return (
    <figure className={pictureClass.figure}>
      <svg
        className={pictureClass.svg}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{text.title}</title>
        <desc id={`${id}-desc`}>{text.lines.join(' ')}</desc>
        {children}
      </svg>
      {legend}
      <figcaption className={pictureClass.caption}>{text.title}</figcaption>
    </figure>
  )
}

/** Class of the n-th data series' colour (theme custom properties --chart-1 … --chart-7). */
export function seriesClass(index: number): string {
  const names = [pictureClass.s1, pictureClass.s2, pictureClass.s3, pictureClass.s4, pictureClass.s5, pictureClass.s6, pictureClass.s7]
  return names[index % names.length]
}

export function Legend({ items }: { items: ReadonlyArray<{ key: string; label: string }> }) {
  return (
    <ul className={pictureClass.legend}>
      {items.map((item, index) => (
        <li key={item.key}>
          <svg className={pictureClass.swatch} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" className={seriesClass(index)} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  )
}

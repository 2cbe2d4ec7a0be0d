import * as React from 'react'

/**
 * An invisible hit in DocSearch's own classes, rendered while the modal is open. Laying it out
 * makes the browser look up every font face and size a results list uses (group title, hit title,
 * hit path, highlighted words, footer) when the modal opens, not in the frame that first shows
 * results, where those lookups cost 1–10 ms. It renders in the modal's portal container, a
 * sibling of DocSearch's own markup, so it inherits the same font as the hits do. Hidden from
 * assistive technology and from layout of anything else (docsearchTheme.css).
 */
export default function HitTypeSample() {
  return (
    <div className="DocSearch-Hits" data-hit-type-sample="" aria-hidden="true">
      <div className="DocSearch-Hit-source">Sample</div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">
          Sample <mark>title</mark>
        </span>
        <span className="DocSearch-Hit-path">
          Sample <mark>path</mark>
        </span>
      </div>
      <div className="DocSearch-HitsFooter">Sample footer</div>
    </div>
  )
}

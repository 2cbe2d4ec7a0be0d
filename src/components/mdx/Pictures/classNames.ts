/**
 * Class names of the pictures (styled by ./pictures.css). Global and fixed, because the charts and
 * diagrams are rendered to HTML at build time in Node (src/build/content/renderBuildComponents.ts), where CSS modules
 * do not run; __tests__/pictures/classNames.test.ts checks each has a rule.
 */
export const pictureClass = {
  figure: 'sq-pic-figure',
  svg: 'sq-pic-svg',
  caption: 'sq-pic-caption',
  legend: 'sq-pic-legend',
  swatch: 'sq-pic-swatch',
  s1: 'sq-pic-s1',
  s2: 'sq-pic-s2',
  s3: 'sq-pic-s3',
  s4: 'sq-pic-s4',
  s5: 'sq-pic-s5',
  s6: 'sq-pic-s6',
  s7: 'sq-pic-s7',
  area: 'sq-pic-area',
  muted: 'sq-pic-muted',
  small: 'sq-pic-small',
  strong: 'sq-pic-strong',
  grid: 'sq-pic-grid',
  axis: 'sq-pic-axis',
  marker: 'sq-pic-marker',
  curve: 'sq-pic-curve',
  trade: 'sq-pic-trade',
  tangent: 'sq-pic-tangent',
  point: 'sq-pic-point',
  box: 'sq-pic-box',
  optionalBox: 'sq-pic-optional-box',
  arrow: 'sq-pic-arrow',
  arrowHead: 'sq-pic-arrow-head',
  band: 'sq-pic-band',
  range: 'sq-pic-range',
  v2: 'sq-pic-v2',
  priceLine: 'sq-pic-price-line',
  image: 'sq-pic-image',
} as const

/**
 * The ones the Markdown image and the blog cover use in the browser (islands): kept apart so the
 * browser bundle does not carry every picture's class names.
 */
export const imageClass = {
  figure: 'sq-pic-figure',
  caption: 'sq-pic-caption',
  image: 'sq-pic-image',
} as const satisfies Partial<typeof pictureClass>

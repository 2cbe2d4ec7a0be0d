// Gatsby mock for Jest, after https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
import * as React from 'react'
const gatsby = jest.requireActual('gatsby')

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, ...rest },
  ref,
) {
  return <a {...rest} ref={ref} href={to} />
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: (path: string) => path,
  Slice: jest.fn(() => null),
}

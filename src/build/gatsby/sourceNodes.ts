import type { GatsbyNode } from 'gatsby'
import { keepPageNodes } from '../speed/keptPageNodes'
import { speedOn } from '../speed/speedSwitch'

type SourceNodes = NonNullable<GatsbyNode['sourceNodes']>

/**
 * A build keeps the last build's page nodes through Gatsby's stale-node sweep
 * (src/build/speed/keptPageNodes.ts). Off (docs/decisions/kept-page-nodes.md), and under
 * `gatsby develop`, Gatsby deletes them and createPages makes them again, as it does by itself.
 */
export function sourceNodes(args: Parameters<SourceNodes>[0], _options: Parameters<SourceNodes>[1]): void {
  if (process.env.gatsby_executing_command !== 'build' || !speedOn('kept-page-nodes')) return
  const kept = keepPageNodes(args.getNodesByType('SitePage'), args.actions)
  args.reporter.verbose(`Kept ${kept} page nodes of the last build (src/build/speed/keptPageNodes.ts)`)
}

/**
 * Loads what the modal needs, once, on first search intent (hover, focus, touch, click, shortcut):
 * the modal chunk, its stylesheet and, in local mode, the index. A failure is not remembered, so
 * Retry loads again.
 */
import type * as React from 'react'
import { siteConfig } from '../../config'
import { docsearchCssUrl } from '../assets'
import { loadLocalEngine } from '../engine/loadLocalEngine'
import type { SearchEngine } from '../engine/searchEngine'
import { onceWithRetry } from '../../theme/onceWithRetry'
import type { SearchModalProps } from './SearchModal'
import { loadStylesheet } from './loadStylesheet'

export interface SearchUi {
  Modal: React.ComponentType<SearchModalProps>
  engine: SearchEngine | null
}

export const loadSearchUi: () => Promise<SearchUi> = onceWithRetry(async () => {
  const [module, engine] = await Promise.all([
    import(/* webpackChunkName: "search-modal" */ './SearchModal'),
    siteConfig.search.hosted ? Promise.resolve(null) : loadLocalEngine(),
    loadStylesheet(docsearchCssUrl()),
  ])
  return { Modal: module.default, engine }
})

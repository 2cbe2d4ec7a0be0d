import * as React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

/**
 * A page's raster images, by the relative `src` its Markdown wrote (`./x.png`), as the sharp
 * pipeline made them (gatsbyImageData). Provided where the Markdown images render: at build time,
 * in Node (src/build/content/renderBuildComponents.ts, data from src/build/content/pageImages.ts).
 */
export type PageImages = Readonly<Record<string, IGatsbyImageData>>

const PageImagesContext = React.createContext<PageImages>({})

export function PageImagesProvider({ value, children }: { value: PageImages; children: React.ReactNode }) {
  return <PageImagesContext.Provider value={value}>{children}</PageImagesContext.Provider>
}

export function usePageImage(src: string): IGatsbyImageData | undefined {
  return React.useContext(PageImagesContext)[src]
}

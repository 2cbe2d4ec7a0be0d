/**
 * Renders the MDX components that only show content/data (data components, charts, diagrams:
 * BUILD_COMPONENT_NAMES) and Markdown images to HTML at build time, in Node, and puts that HTML back into the page's
 * hast as plain elements. The content tree (./contentTree.ts) then ships them as static HTML: the
 * browser downloads neither their code nor content/data, and does not hydrate them.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { buildComponents } from './components/buildComponents'
import { rendersAtBuild, type BuildComponentName } from '../../components/mdx/componentNames'
import { PictureGeometryProvider } from './components/Pictures/PictureGeometry'
import { PageImagesProvider, type PageImages } from './components/Pictures/PageImages'
import { SiteDataProvider } from '../../data/SiteData'
import type { DataTree } from '../../data/lookup'
import { resolvePictures } from './pictures/resolvePictures'
import { reactPropsOf } from './contentTree'
import { htmlFragmentToHast } from './htmlToHast'

export interface BuildRenderContext {
  /** All of content/data, keyed by file name. */
  data: DataTree
  /** The page's source file, for error messages (content/docs/x.mdx). */
  sourcePath: string
  /** The page's processed raster images (./pageImages.ts). */
  images: PageImages
}

/** Whether the page has anything rendered at build time (if not, it needs no content/data at all). */
export function hasBuildComponents(node: Root | RootContent): boolean {
  if (node.type === 'element' && rendersAtBuild(node.tagName)) return true
  return 'children' in node && node.children.some(hasBuildComponents)
}

/**
 * A copy of the page's hast with each build-rendered component replaced by its HTML, as elements.
 * Throws `file: <Name>: reason` on bad data (an unknown data path, a missing network …), which
 * fails the page query and so the build.
 */
export function expandBuildComponents(tree: Root, { data, sourcePath, images }: BuildRenderContext): Root {
  const pictures = resolvePictures(tree, data, sourcePath)
  let rendered = 0

  const render = (name: BuildComponentName | 'img', element: Element): ElementContent[] => {
    const component = buildComponents[name] as ComponentType<Record<string, unknown>>
    // Attributes authors wrote on a component are its props as they stand; an image's are HTML attributes.
    const props = name === 'img' ? reactPropsOf(element) : { ...element.properties }
    const tree = createElement(SiteDataProvider, {
      value: data,
      children: createElement(PictureGeometryProvider, {
        value: pictures,
        children: createElement(PageImagesProvider, { value: images, children: createElement(component, props) }),
      }),
    })
    try {
      // Each render has its own id prefix, so ids made with useId (SVG title/desc, markers) stay unique on the page.
      return htmlFragmentToHast(renderToStaticMarkup(tree, { identifierPrefix: `b${rendered++}-` }))
    } catch (error) {
      throw new Error(`${sourcePath}: <${name}>: ${(error as Error).message}`)
    }
  }

  const expand = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((child) => {
      if (child.type !== 'element') return [child]
      if (rendersAtBuild(child.tagName)) return render(child.tagName, child)
      return [{ ...child, children: expand(child.children) }]
    })
  // The root may also hold a doctype, which has no children to expand.
  return { ...tree, children: expand(tree.children as ElementContent[]) as Root['children'] }
}

import * as React from 'react'
import ResponsiveImage from '../../../../components/mdx/Pictures/ResponsiveImage'
import { usePageImage } from './PageImages'
import { imageClass } from '../../../../components/mdx/Pictures/classNames'

type Props = React.ImgHTMLAttributes<HTMLImageElement> & { src?: string }

/**
 * A Markdown image. A relative path (`./x.png`, checked at build) is served from the sharp pipeline
 * (gatsbyImageData): responsive AVIF/WebP with a fallback, width and height set, lazy-loaded. Other sources (absolute
 * URLs, files under static/) stay a plain <img>, lazy as well. A Markdown title
 * (`![alt](./x.png "Caption")`) becomes the figure's caption.
 */
export default function MdxImage({ src = '', alt = '', title, ...rest }: Props) {
  const image = usePageImage(src)
  if (image) {
    return (
      <figure className={imageClass.figure}>
        <ResponsiveImage image={image} alt={alt} loading="lazy" />
        {title ? <figcaption className={imageClass.caption}>{title}</figcaption> : null}
      </figure>
    )
  }
  return <img src={src} alt={alt} title={title} loading="lazy" decoding="async" {...rest} />
}

import * as React from 'react'
import { GatsbyImage } from 'gatsby-plugin-image'
import { usePageImage } from './PageAssets'
import * as styles from './styles.module.css'

type Props = React.ImgHTMLAttributes<HTMLImageElement> & { src?: string }

/**
 * A Markdown image. A relative path (`./x.png`, checked at build) is served by gatsby-plugin-image:
 * responsive AVIF/WebP with a fallback, width and height set, lazy-loaded. Other sources (absolute
 * URLs, files under static/) stay a plain <img>, lazy as well.
 */
export default function MdxImage({ src = '', alt = '', title, ...rest }: Props) {
  const image = usePageImage(src)
  if (image) {
    return (
      <figure className={styles.figure}>
        <GatsbyImage image={image} alt={alt} title={title} loading="lazy" />
      </figure>
    )
  }
  return <img src={src} alt={alt} title={title} loading="lazy" decoding="async" {...rest} />
}

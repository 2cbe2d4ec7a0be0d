import * as React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { imageClass } from './classNames'

interface Props {
  /** childImageSharp.gatsbyImageData: AVIF/WebP sources and a fallback, made by sharp at build time. */
  image: IGatsbyImageData
  alt: string
  /** `eager` for an image above the fold (a cover), `lazy` otherwise. */
  loading?: 'eager' | 'lazy'
  className?: string
}

/**
 * A raster image from the sharp pipeline as plain HTML: <picture> with the AVIF and WebP sources
 * and an <img> carrying width and height, so the browser reserves the box (no layout shift) and
 * picks the format and size. No script: gatsby-plugin-image's <GatsbyImage> would add its
 * runtime to every page and a react-dom/server chunk to each page with an image.
 */
export default function ResponsiveImage({ image, alt, loading = 'lazy', className }: Props) {
  const { width, height, images, backgroundColor } = image
  return (
    <picture className={className}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={imageClass.image}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  )
}

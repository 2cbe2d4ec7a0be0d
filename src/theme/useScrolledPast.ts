import * as React from 'react'

/** True once the window has scrolled further than `threshold` px down (checked once a frame at most). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = React.useState(false)
  React.useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

import * as React from 'react'
import { tabIndexForKey, useTabGroup } from '../../../theme/useTabGroup'
import { useIsomorphicLayoutEffect } from '../../../theme/useIsomorphicLayoutEffect'
import * as styles from './styles.module.css'

interface TabItemProps {
  value: string
  label?: string
  /** Selected when nothing is stored for the group. */
  default?: boolean
  children?: React.ReactNode
}

/** One panel of <Tabs>; its props are read by the parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

interface TabsProps {
  /** Groups with the same id switch together on the page and remember the choice. */
  groupId?: string
  /** Value selected when nothing is stored (else a TabItem marked `default`, else the first). */
  defaultValue?: string
  children?: React.ReactNode
}

function tabItems(children: React.ReactNode): Array<React.ReactElement<TabItemProps>> {
  return React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && child.type === TabItem,
  )
}

/** WAI-ARIA tabs (arrow keys, Home, End). Without JavaScript the default panel is shown. */
export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const items = tabItems(children)
  const values = items.map((item) => item.props.value)
  const { selected, select } = useTabGroup({
    groupId,
    values,
    defaultValue: defaultValue ?? items.find((item) => item.props.default)?.props.value,
  })
  const baseId = React.useId()
  const tabRefs = React.useRef<Array<HTMLButtonElement | null>>([])
  // Keeps the chosen tab where the reader sees it when groups above it change height.
  const anchor = React.useRef<{ element: HTMLElement; top: number } | null>(null)

  const choose = (value: string, element: HTMLElement) => {
    anchor.current = { element, top: element.getBoundingClientRect().top }
    select(value)
  }

  useIsomorphicLayoutEffect(() => {
    const held = anchor.current
    anchor.current = null
    if (!held) return
    const shift = held.element.getBoundingClientRect().top - held.top
    if (shift) window.scrollBy(0, shift)
  }, [selected])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const index = tabRefs.current.findIndex((tab) => tab === event.target)
    if (index < 0) return
    const target = tabIndexForKey(event.key, index, items.length)
    if (target === null) return
    event.preventDefault()
    const tab = tabRefs.current[target]
    if (!tab) return
    tab.focus()
    choose(values[target], tab)
  }

  return (
    <div className={styles.tabs} data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
        {items.map(({ props }, index) => (
          <button
            key={props.value}
            ref={(el) => {
              tabRefs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${props.value}`}
            aria-controls={`${baseId}-panel-${props.value}`}
            aria-selected={props.value === selected}
            tabIndex={props.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => choose(props.value, event.currentTarget)}
          >
            {props.label ?? props.value}
          </button>
        ))}
      </div>
      {items.map(({ props }) => (
        <div
          key={props.value}
          role="tabpanel"
          id={`${baseId}-panel-${props.value}`}
          aria-labelledby={`${baseId}-tab-${props.value}`}
          hidden={props.value !== selected}
          className={styles.panel}
        >
          {props.children}
        </div>
      ))}
    </div>
  )
}

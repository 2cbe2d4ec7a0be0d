import * as React from 'react'
import * as styles from './styles.module.css'

interface TabItemProps {
  value: string
  label?: string
  children?: React.ReactNode
}

/** One panel of <Tabs>; its props are read by the parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

interface TabsProps {
  groupId?: string
  children?: React.ReactNode
}

function tabItems(children: React.ReactNode): Array<React.ReactElement<TabItemProps>> {
  return React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && child.type === TabItem,
  )
}

/** WAI-ARIA tabs. Without JavaScript the first panel is shown. */
export function Tabs({ groupId, children }: TabsProps) {
  const items = tabItems(children)
  const [selected, setSelected] = React.useState(items[0]?.props.value)
  const baseId = React.useId()
  return (
    <div className={styles.tabs} data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map(({ props }) => (
          <button
            key={props.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${props.value}`}
            aria-controls={`${baseId}-panel-${props.value}`}
            aria-selected={props.value === selected}
            tabIndex={props.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(props.value)}
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

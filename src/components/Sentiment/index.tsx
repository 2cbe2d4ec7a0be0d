import * as React from 'react'
import { useSentiment } from '../../analytics/hooks'
import { Sentiment as SentimentValue } from '../../analytics/vocabulary'
import * as styles from './styles.module.css'

interface Props {
  /** Where on the page the widget sits; sent with the choice. */
  section: 'top' | 'bottom'
}

const MOUTHS: Record<SentimentValue, string> = {
  Positive: 'M8 14.5c1 1.3 2.4 2 4 2s3-.7 4-2',
  Neutral: 'M8.5 15.5h7',
  Negative: 'M8 16.5c1-1.3 2.4-2 4-2s3 .7 4 2',
}

function Face({ sentiment }: { sentiment: SentimentValue }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.icon}>
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path d={MOUTHS[sentiment]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

const CHOICES: SentimentValue[] = [SentimentValue.POSITIVE, SentimentValue.NEUTRAL, SentimentValue.NEGATIVE]

/** "Was this page helpful?" with Positive / Neutral / Negative; the choice stays pressed. */
export default function Sentiment({ section }: Props) {
  const [selected, choose] = useSentiment(section)
  const labelId = `sentiment-${section}-label`
  return (
    <div className={`${styles.sentiment} ${styles[section]}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.question}>
        Was this page helpful?
      </span>
      <span className={styles.choices}>
        {CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            aria-pressed={selected === choice}
            onClick={() => choose(choice)}
          >
            <Face sentiment={choice} />
            {choice}
          </button>
        ))}
      </span>
      <span className={styles.thanks} role="status">
        {selected ? 'Thank you for your feedback.' : ''}
      </span>
    </div>
  )
}

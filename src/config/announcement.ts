import type { SquireConfigInput } from './schema'

/** The dismissible bar above the navbar. A new id shows it again to readers who closed it. */
export const announcement: SquireConfigInput['announcement'] = {
  id: 'sqr-migration-2024',
  content: 'The SQR token migration is open: holders of legacy SQR can claim the new token.',
  link: { label: 'Read the claiming guide', docId: 'claiming/overview' },
  isCloseable: true,
}

import type { SquireConfigInput } from './schema'
import { REPOSITORY_ORG } from './site'

/** Spec §2 Navigation. Doc items name docs by id; an unknown id fails the build. */
export const navbar: SquireConfigInput['navbar'] = {
  hideOnScroll: false,
  items: [
    { type: 'doc', docId: 'concepts/overview', label: 'Concepts', position: 'left' },
    { type: 'doc', docId: 'contracts/v3/overview', label: 'Contracts', position: 'left' },
    { type: 'doc', docId: 'sdk/v3/overview', label: 'SDKs', position: 'left' },
    { type: 'doc', docId: 'apis/overview', label: 'APIs', position: 'left' },
    { type: 'doc', docId: 'claiming/overview', label: 'Claiming dApp', position: 'right' },
    {
      type: 'external',
      href: `${REPOSITORY_ORG}/squire-docs`,
      label: 'GitHub',
      ariaLabel: 'Squire Docs source repository on GitHub',
      position: 'right',
    },
  ],
}

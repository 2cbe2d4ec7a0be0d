import type { SquireConfigInput } from './schema'
import { REPOSITORY_ORG } from './site'

/** Spec §2 Footer columns: Developers, Ecosystem, Community, Socials. */
export const footer: SquireConfigInput['footer'] = {
  columns: [
    {
      title: 'Developers',
      items: [
        { label: 'Core contracts', href: `${REPOSITORY_ORG}/squire-v3-core` },
        { label: 'SDK', href: `${REPOSITORY_ORG}/squire-sdk` },
        { label: 'Periphery contracts', href: `${REPOSITORY_ORG}/squire-v3-periphery` },
        { label: 'Deployment addresses', docId: 'contracts/v3/reference/deployments' },
      ],
    },
    {
      title: 'Ecosystem',
      items: [
        { label: 'Ethereum', href: 'https://ethereum.org' },
        { label: 'Swap', href: 'https://app.squire.exchange/#/swap' },
        { label: 'Analytics', href: 'https://info.squire.exchange' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Telegram', href: 'https://t.me/squire_exchange' },
        { label: 'Discord', href: 'https://discord.gg/squire-exchange' },
      ],
    },
    {
      title: 'Socials',
      items: [
        { label: 'X (Twitter)', href: 'https://x.com/squire_exchange' },
        { label: 'Forum', href: 'https://gov.squire.exchange' },
        { label: 'Medium', href: 'https://medium.com/@squire-exchange' },
        { label: 'Instagram', href: 'https://www.instagram.com/squire.exchange' },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Squire Labs. Built with Gatsby.`,
}

/**
 * The analytics vocabulary shared with the product apps: event names, page identifiers, property
 * names and enumerated values. Event names are kept from the site this one replaces, so the
 * dashboards built on them carry over. Plain `as const` objects, each with its union type.
 */
type ValueOf<T> = T[keyof T]

/** Events sent by the docs site. */
export const SharedEventName = {
  APP_LOADED: 'Application Loaded',
  PAGE_VIEWED: 'Page Viewed',
  NAVBAR_CLICKED: 'Navbar Clicked',
  MENU_CLICKED: 'Menu Clicked',
  SEARCH_BAR_CLICKED: 'Search Bar Clicked',
  SENTIMENT_SUBMITTED: 'Sentiment Submitted',
  WEB_VITALS: 'Web Vitals',
} as const
export type SharedEventName = ValueOf<typeof SharedEventName>

// Everything below SharedEventName is the product apps' vocabulary, which the analytics spec names;
// the docs site sends none of it yet. It stays so the names are shared from one place when it does.

/** Swap flow events of the exchange app. */
export const SwapEventName = {
  SWAP_QUOTE_RECEIVED: 'Swap Quote Received',
  SWAP_SIGNED: 'Swap Signed',
  SWAP_SUBMITTED: 'Swap Submitted',
  SWAP_COMPLETED: 'Swap Completed',
} as const
export type SwapEventName = ValueOf<typeof SwapEventName>

/** NFT marketplace events of the exchange app. */
export const NftEventName = {
  NFT_BUY_BAG_ADDED: 'NFT Buy Bag Added',
  NFT_BUY_BAG_CHANGED: 'NFT Buy Bag Changed',
  NFT_BUY_BAG_PAID: 'NFT Buy Bag Paid',
  NFT_BUY_BAG_SIGNED: 'NFT Buy Bag Signed',
  NFT_BUY_BAG_SUCCEEDED: 'NFT Buy Bag Succeeded',
  NFT_BUY_BAG_REFUNDED: 'NFT Buy Bag Refunded',
  NFT_LISTING_SIGNED: 'NFT Listing Signed',
  NFT_LISTING_COMPLETED: 'NFT Listing Completed',
} as const
export type NftEventName = ValueOf<typeof NftEventName>

export type EventName = SharedEventName | SwapEventName | NftEventName

/** Page identifiers of the product apps (spec §2); the docs site reports its pathname instead. */
export const PageName = {
  ABOUT_PAGE: 'about-page',
  LANDING_PAGE: 'landing-page',
  NFT_COLLECTION_PAGE: 'nft-collection-page',
  NFT_DETAILS_PAGE: 'nft-details-page',
  NFT_EXPLORE_PAGE: 'nft-explore-page',
  NFT_PROFILE_PAGE: 'nft-profile-page',
  NOT_FOUND: 'not-found',
  POOL_PAGE: 'pool-page',
  SWAP_PAGE: 'swap-page',
  TOKENS_PAGE: 'tokens-page',
  TOKEN_DETAILS: 'token-details',
  VOTE_PAGE: 'vote-page',
} as const
export type PageName = ValueOf<typeof PageName>

/** Where on a page an event happened. */
export const SectionName = {
  NAVBAR: 'navbar',
  SIDEBAR: 'sidebar',
  SEARCH: 'search',
  TOP: 'top',
  BOTTOM: 'bottom',
} as const
export type SectionName = ValueOf<typeof SectionName>

/** The element an event came from. */
export const ElementName = {
  NAVBAR_LINK: 'navbar-link',
  SIDEBAR_LINK: 'sidebar-link',
  SEARCH_BUTTON: 'search-button',
  SENTIMENT_BUTTON: 'sentiment-button',
} as const
export type ElementName = ValueOf<typeof ElementName>

/** Modals an event can come from. */
export const ModalName = {
  SEARCH: 'search-modal',
  MOBILE_MENU: 'mobile-menu',
} as const
export type ModalName = ValueOf<typeof ModalName>

export const ProtocolVersion = { V1: 'V1', V2: 'V2', V3: 'V3' } as const
export type ProtocolVersion = ValueOf<typeof ProtocolVersion>

export const Sentiment = { POSITIVE: 'Positive', NEUTRAL: 'Neutral', NEGATIVE: 'Negative' } as const
export type Sentiment = ValueOf<typeof Sentiment>

export const Outcome = { FAILED: 'Failed', SUCCEEDED: 'Succeeded' } as const
export type Outcome = ValueOf<typeof Outcome>

export const Choice = { ACCEPTED: 'Accepted', REJECTED: 'Rejected' } as const
export type Choice = ValueOf<typeof Choice>

/** Browser names reported in the `browser` user property (spec §3). */
export const BrowserName = {
  BRAVE: 'Brave',
  CHROME: 'Chrome or Chromium',
  EDGE_LEGACY: 'Edge Legacy',
  EDGE_CHROMIUM: 'Edge Chromium',
  FIREFOX: 'Firefox',
  INTERNET_EXPLORER: 'Internet Explorer',
  OPERA: 'Opera',
  SAFARI: 'Safari',
  SAMSUNG: 'Samsung Internet',
  UNKNOWN: 'unknown',
} as const
export type BrowserName = ValueOf<typeof BrowserName>

/** User property names (spec §3). The wallet ones belong to the product apps. */
export const UserProperty = {
  WALLET_ADDRESS: 'wallet_address',
  ALL_WALLET_ADDRESSES_CONNECTED: 'all_wallet_addresses_connected',
  WALLET_TYPE: 'wallet_type',
  ALL_WALLET_CHAIN_IDS: 'all_wallet_chain_ids',
  BROWSER: 'browser',
  DARK_MODE: 'darkmode',
  EXPERT_MODE: 'expert_mode',
  SCREEN_RESOLUTION_WIDTH: 'screen_resolution_width',
  SCREEN_RESOLUTION_HEIGHT: 'screen_resolution_height',
  USER_AGENT: 'user_agent',
} as const
export type UserProperty = ValueOf<typeof UserProperty>

/** Web Vitals properties: one "Web Vitals" event per metric, carrying that metric's property. */
export const WebVitalProperty = {
  CLS: 'cumulative_layout_shift',
  FCP: 'first_contentful_paint_ms',
  FID: 'first_input_delay_ms',
  LCP: 'largest_contentful_paint_ms',
  INP: 'interaction_to_next_paint_ms',
} as const
export type WebVitalProperty = ValueOf<typeof WebVitalProperty>

/** Part 1 of the accessibility sweep of every URL (e2e/support/a11ySweep.ts). */
import { describeSweepPart } from './support/a11ySweep'

describeSweepPart(1)

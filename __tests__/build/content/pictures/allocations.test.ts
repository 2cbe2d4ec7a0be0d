import { readAllocations, unlockedAt, unlockSchedule, totalAmount, scheduleHorizon } from '../../../../src/build/content/pictures/allocations'
import { allocationGeometry, vestingGeometry } from '../../../../src/build/content/pictures/geometry'
import { describeAllocation, describeVesting } from '../../../../src/build/content/pictures/describe'
import { fixtureData } from '../../../pictures/fixture'

const allocations = readAllocations(fixtureData)

describe('src/build/content/pictures/allocations', () => {
  it('reads the list the tables read, amounts as numbers', () => {
    expect(allocations.map((a) => [a.id, a.amount, a.percent])).toEqual([
      ['team', 400, 40],
      ['community', 350, 35],
      ['launch', 250, 25],
    ])
    expect(totalAmount(allocations)).toBe(1000)
  })

  it('names the path, element and field of bad data', () => {
    const bad = { token: { allocations: [{ label: 'X', amount: 'lots', percent: 1, cliffMonths: 0, vestingMonths: 0 }] } }
    expect(() => readAllocations(bad)).toThrow('content/data: "token.allocations[0].amount" must be a non-negative number (got "lots")')
    expect(() => readAllocations(fixtureData, 'token.nope')).toThrow('"token.nope" has no "nope"')
  })

  it('unlocks nothing during the cliff, then equal monthly steps; zero vesting unlocks at TGE', () => {
    const [team, community, launch] = allocations
    expect([0, 12].map((m) => unlockedAt(team, m))).toEqual([0, 0])
    expect(unlockedAt(team, 13)).toBeCloseTo(400 / 24)
    expect(unlockedAt(team, 24)).toBeCloseTo(200)
    expect(unlockedAt(team, 36)).toBe(400)
    expect(unlockedAt(team, 50)).toBe(400)
    expect(unlockedAt(community, 6)).toBeCloseTo(175)
    expect(unlockedAt(launch, 0)).toBe(250)
    expect(scheduleHorizon(allocations)).toBe(36)
  })

  it('ends the schedule with the whole supply unlocked', () => {
    const schedule = unlockSchedule(allocations)
    expect(schedule).toHaveLength(37)
    expect(schedule[0].total).toBe(250)
    expect(schedule[36].total).toBeCloseTo(1000)
    // cumulative: never decreases
    schedule.slice(1).forEach((row, i) => expect(row.total).toBeGreaterThanOrEqual(schedule[i].total))
  })
})

describe('src/build/content/pictures/geometry', () => {
  it('draws bars whose widths sum to the full width (the total) in proportion to the amounts', () => {
    const g = allocationGeometry(allocations)
    expect(g.barTotal).toBeCloseTo(g.width)
    expect(g.rows.map((r) => r.barWidth / g.width)).toEqual([0.4, 0.35, 0.25].map((v) => expect.closeTo(v, 10)))
    expect(g.rows.map((r) => r.id)).toEqual(['team', 'community', 'launch'])
  })

  it('stacks one area per allocation whose top reaches the total at the horizon', () => {
    const g = vestingGeometry(allocations)
    expect(g.series.map((s) => s.id)).toEqual(['team', 'community', 'launch'])
    g.series.forEach((s) => expect(s.d).toMatch(/^M[\d.,]+(?:[HVL][\d.,]+)+/))
    // the y scale maps 0 → plot bottom; the stack's top at the horizon is the total's y
    const zero = g.yTicks.find((t) => t.value === 0)
    expect(zero?.position).toBeCloseTo(g.plot.bottom)
    const thousand = g.yTicks.find((t) => t.value === 1000)
    expect(thousand?.position).toBeCloseTo(g.topAtHorizon)
    expect(g.cliffs.map((c) => c.value)).toEqual([12])
    expect(g.xTicks.map((t) => t.value)).toEqual([0, 12, 24, 36])
  })
})

describe('src/build/content/pictures/describe', () => {
  it('states every allocation with share and amount', () => {
    expect(describeAllocation(fixtureData)).toEqual({
      title: 'TST allocation: 1,000 TST in 3 parts',
      lines: ['Team: 40% · 400 TST', 'Community: 35% · 350 TST', 'Launch liquidity: 25% · 250 TST'],
    })
  })

  it('states the unlocked totals at TGE, at each cliff and each full unlock', () => {
    const { lines } = describeVesting(fixtureData)
    expect(lines).toEqual([
      'At TGE: 250 TST unlocked (25%)',
      'Month 12: 600 TST unlocked (60%)',
      'Month 36: 1,000 TST unlocked (100%)',
      'Team (400 TST): 12-month cliff, then equal monthly steps over 24 months, fully unlocked at month 36',
      'Community (350 TST): equal monthly steps over 12 months, fully unlocked at month 12',
      'Launch liquidity (250 TST): all at TGE',
    ])
  })
})

import { and, asc, eq, sql } from 'drizzle-orm';
import { stampCards, stamps } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { addStamp, type StampRule } from './stamping';

// addStamp's one statement (issue 14) on its own, with rules of the test's making on alpha's stamp program: what the
// routes never reach (a source seen twice: the purchase row or the idempotency key stops it before), a one-step card,
// every way a step gets its gift.
const t = useTestApp();
const PROGRAM = 'alpha-prog-stamp';
let phoneSeq = 0;

async function newUser() {
  phoneSeq += 1;
  const { user } = await t.signUpMember('alpha', `+9768855${String(phoneSeq).padStart(4, '0')}`);
  return user._id;
}

const ruleOf = (challenges: StampRule['challenges']): StampRule => ({ kind: 'stamp', challenges });
const steps = (count: number): StampRule =>
  ruleOf(Array.from({ length: count }, (_, i) => ({ level: i + 1, description: `Step ${i + 1}`, hasGift: false })));

const stamp = (userId: string, rule: StampRule, source: string) =>
  t.db.db.transaction((tx) =>
    addStamp(tx, {
      tenantId: 'alpha',
      userId,
      program: { id: PROGRAM, merchantId: 'alpha', expiresAt: null, rule },
      source,
      actor: 'test',
      at: new Date(),
    }),
  );

/** The member's cards of the program, closed first, oldest first: [collected, total, filled] and their stamps' levels. */
async function cardsOf(userId: string) {
  const cards = await t.db.db
    .select()
    .from(stampCards)
    .where(and(eq(stampCards.programId, PROGRAM), eq(stampCards.userId, userId)))
    .orderBy(sql`${stampCards.filledAt} nulls last`, asc(stampCards.createdAt));
  const rows = await t.db.db
    .select({ cardId: stamps.cardId, level: stamps.level })
    .from(stamps)
    .where(and(eq(stamps.programId, PROGRAM), eq(stamps.userId, userId)))
    .orderBy(asc(stamps.level));
  return cards.map((card) => ({
    card: [card.collected, card.total, card.filledAt !== null],
    levels: rows.filter((row) => row.cardId === card.id).map((row) => row.level),
  }));
}

describe('addStamp', () => {
  it('the same source twice stamps once and moves the card once', async () => {
    const userId = await newUser();
    expect(await stamp(userId, steps(3), 'receipt:twice')).toMatchObject({ level: 1, total: 3, filled: false });
    expect(await stamp(userId, steps(3), 'receipt:twice')).toBeNull();
    expect(await stamp(userId, steps(3), 'receipt:other')).toMatchObject({ level: 2, total: 3, filled: false });
    expect(await cardsOf(userId)).toEqual([{ card: [2, 3, false], levels: [1, 2] }]);
  });

  it('the stamp that fills the last step closes the card, and the next opens a new one', async () => {
    const userId = await newUser();
    const outcomes = [];
    for (let i = 1; i <= 4; i += 1) outcomes.push(await stamp(userId, steps(3), `receipt:fill-${i}`));
    expect(outcomes.map((o) => [o?.level, o?.filled])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [1, false],
    ]);
    expect(outcomes[3]?.cardId).not.toBe(outcomes[0]?.cardId);
    expect(await cardsOf(userId)).toEqual([
      { card: [3, 3, true], levels: [1, 2, 3] },
      { card: [1, 3, false], levels: [1] },
    ]);
    // A source of the closed card still stamps once.
    expect(await stamp(userId, steps(3), 'receipt:fill-2')).toBeNull();
  });

  it('a one-step card is filled by its stamp; an open card of an earlier, longer rule takes the stamp instead', async () => {
    const userId = await newUser();
    const oneStep = ruleOf([{ level: 1, description: 'Free cup', hasGift: true }]);
    expect(await stamp(userId, oneStep, 'receipt:one-1')).toMatchObject({ level: 1, total: 1, filled: true });
    expect(await stamp(userId, oneStep, 'receipt:one-2')).toMatchObject({ level: 1, total: 1, filled: true });
    expect(await cardsOf(userId)).toEqual([
      { card: [1, 1, true], levels: [1] },
      { card: [1, 1, true], levels: [1] },
    ]);
    const other = await newUser();
    await stamp(other, steps(3), 'receipt:long');
    expect(await stamp(other, oneStep, 'receipt:short')).toMatchObject({ level: 2, total: 3, filled: false });
    expect(await cardsOf(other)).toEqual([{ card: [2, 3, false], levels: [1, 2] }]);
  });

  it("gives a step the gift of the rule's challenge at its level, else the gift of the card's last step", async () => {
    const userId = await newUser();
    // Three challenges: a card of three steps. Level 3 has no challenge of its own: as the last step it has the gift.
    const rule = ruleOf([
      { level: 1, description: 'First', hasGift: false },
      { level: 2, description: 'Halfway treat', hasGift: true },
      { level: 4, description: 'Beyond the card', hasGift: false },
    ]);
    const gifts = [];
    for (let i = 1; i <= 3; i += 1) gifts.push((await stamp(userId, rule, `receipt:gift-${i}`))?.hasGift);
    expect(gifts).toEqual([false, true, true]);
    // A last step whose challenge says no gift has none.
    const plain = await newUser();
    const outcomes = [];
    for (let i = 1; i <= 2; i += 1) outcomes.push(await stamp(plain, steps(2), `receipt:plain-${i}`));
    expect(outcomes.map((o) => [o?.hasGift, o?.filled])).toEqual([
      [false, false],
      [false, true],
    ]);
  });

  it('parallel stamps of one member each take their own step: levels 1..N, collected = N', async () => {
    const userId = await newUser();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stamp(userId, steps(20), `receipt:parallel-${i}`)),
    );
    expect(outcomes.map((o) => o?.level).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await cardsOf(userId)).toEqual([{ card: [10, 20, false], levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }]);
  });

  it('the same source racing itself never moves the card without its stamp', async () => {
    const userId = await newUser();
    // On PostgreSQL the second starts while the first holds the card: it waits, then finds the source taken and fails
    // whole (or, started after the commit, stamps nothing). On PGlite it runs after the first: nothing.
    let stamped = () => {};
    const firstStamped = new Promise<void>((resolve) => (stamped = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.db.transaction(async (tx) => {
      const outcome = await addStamp(tx, {
        tenantId: 'alpha',
        userId,
        program: { id: PROGRAM, merchantId: 'alpha', expiresAt: null, rule: steps(3) },
        source: 'receipt:race',
        actor: 'test',
        at: new Date(),
      });
      stamped();
      await held;
      return outcome;
    });
    await firstStamped;
    const second = stamp(userId, steps(3), 'receipt:race').then(
      (outcome) => outcome,
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await first).toMatchObject({ level: 1 });
    expect([null, '23505']).toContain(await second);
    expect(await cardsOf(userId)).toEqual([{ card: [1, 3, false], levels: [1] }]);
  });
});

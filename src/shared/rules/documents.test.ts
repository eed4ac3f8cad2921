import { sortDocuments } from './documents';

describe('sortDocuments (seed 000 static pages)', () => {
  it('sorts by order, missing last, stable', () => {
    const docs = [{ id: 'a' }, { id: 'b', order: 2 }, { id: 'c', order: 1 }, { id: 'd', order: 2 }];
    expect(sortDocuments(docs).map((d) => d.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

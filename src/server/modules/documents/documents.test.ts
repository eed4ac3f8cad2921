import { documents } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp({ seedDemo: false });
beforeAll(async () => {
  // Stored out of order on purpose: the answer's order must come from `order`, not from the table.
  await t.db.db.insert(documents).values([
    { id: 'alpha-faq-b', tenantId: 'alpha', type: 'faq', title: 'Second', body: '<p>2</p>', sortOrder: 2 },
    { id: 'alpha-faq-c', tenantId: 'alpha', type: 'faq', title: 'Third', body: '<p>3</p>', sortOrder: 7 },
    { id: 'alpha-faq-a', tenantId: 'alpha', type: 'faq', title: 'First', body: '<p>1</p>', sortOrder: 0 },
    { id: 'alpha-terms', tenantId: 'alpha', type: 'terms', title: 'Terms', body: '<p>t</p>', sortOrder: 0 },
    { id: 'bravo-faq-a', tenantId: 'bravo', type: 'faq', title: 'Bravo only', body: '<p>b</p>', sortOrder: 1 },
  ]);
});

const get = (tenant: string, url: string) => t.call(tenant, { url: `/api${url}` });

describe('static pages and FAQ (seed 000 §2)', () => {
  it("lists the tenant's FAQ sorted by order", async () => {
    const faq = (await get('alpha', '/documents/faq')).json().data;
    expect(faq.map((d: { title: string; order: number }) => [d.title, d.order])).toEqual([
      ['First', 0],
      ['Second', 2],
      ['Third', 7],
    ]);
  });

  it('answers a page of the tenant, 404 for a page it lacks, and 400 naming the type for an unknown one', async () => {
    expect((await get('alpha', '/documents/terms')).json().data).toEqual({
      _id: 'alpha-terms',
      type: 'terms',
      title: 'Terms',
      body: '<p>t</p>',
      order: 0,
    });
    expect((await get('bravo', '/documents/terms')).json()).toMatchObject({
      statusCode: 404,
      message: 'The terms page not found',
    });
    const unknown = await get('alpha', '/documents/blog');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/type/);
  });
});

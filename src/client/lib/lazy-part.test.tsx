import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders `element` once and tells what the first commit showed. */
async function firstCommit(element: React.ReactElement): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  // A synchronous act: the first commit only, before any module promise resolves.
  act(() => root.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>));
  const shown = container.textContent ?? '';
  await act(async () => undefined);
  root.unmount();
  return shown;
}

describe('lazyPart', () => {
  it('draws a preloaded part at once, without its fallback', async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    expect(await firstCommit(<Part name="Saruul" />)).toBe('Hello Saruul');
  });

  it('suspends like React.lazy when drawn first, and stays lazy after a preload (one identity)', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads++;
      return Greeting;
    });
    expect(await firstCommit(<Part name="Bat" />)).toBe('loading');
    await Part.preload();
    // Drawn lazily once: the lazy component (now resolved) keeps drawing it.
    expect(await firstCommit(<Part name="Bat" />)).toBe('Hello Bat');
    expect(loads).toBe(2);
  });
});

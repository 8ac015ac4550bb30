import { lazy, Suspense, useRef } from 'react';
import { MOBILE_QUERY } from '../lib/breakpoints';
import { useInView } from '../lib/use-in-view';
import { useMediaQuery } from '../lib/use-media-query';
import { UsageStatsCard } from './usage-stats-card';

/** The static picture of the sample graph (`npm run make:sample-day` draws it from the same data and layout). */
function SampleGraphPicture() {
  return (
    <img
      className="graph-picture"
      src="/images/sample-graph.svg"
      alt="Network graph of a sample browsing day: pages as nodes in time order, linked by how one led to the next"
      width={1360}
      height={690}
      loading="lazy"
    />
  );
}

// Pixi, the worker and the wasm core load only when a wide screen scrolls the section into view.
const DemoGraph = lazy(() => import('../demo-graph/demo-graph').then((module) => ({ default: module.DemoGraph })));

/**
 * The shared graph view on wide screens (SPEC §2: 500 px high, 6 nodes per row, no controls), loaded once
 * `active` (the frame is in view); the picture shows until then.
 */
export function GraphSlot({ active }: { active: boolean }) {
  return (
    <div className="graph-slot">
      {active ? (
        <Suspense fallback={<SampleGraphPicture />}>
          <DemoGraph placeholder={<SampleGraphPicture />} />
        </Suspense>
      ) : (
        <SampleGraphPicture />
      )}
    </div>
  );
}

/** SPEC §2 visualize section: the demo graph on wide screens, a static picture under 768 px. */
export function VisualizeSection() {
  const ref = useRef<HTMLDivElement>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const inView = useInView(ref, { once: true });
  return (
    <section id="visualize" className="section visualize" aria-labelledby="visualize-heading">
      <h2 id="visualize-heading">See how you got there</h2>
      <p className="section-text">A network graph of your browsing. Click a page to trace the path that led to it.</p>
      <div ref={ref} className="graph-frame">
        {mobile ? <SampleGraphPicture /> : <GraphSlot active={inView} />}
      </div>
      <UsageStatsCard />
    </section>
  );
}

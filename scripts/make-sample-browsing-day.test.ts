import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { UrlVisit } from '../graph-layout-rs/ts/url-visit';
import { SAMPLE_DAY_FILE, SAMPLE_GRAPH_FILE, sampleDayFiles } from './make-sample-browsing-day';
import { SAMPLE_DAY } from './sample-browsing-day';

const committed = async () => ({
  json: await readFile(SAMPLE_DAY_FILE, 'utf8'),
  svg: await readFile(SAMPLE_GRAPH_FILE, 'utf8'),
});

describe('the committed sample browsing day', () => {
  it('holds SPEC §9 sample data: 82 URLs on 13 unique domains with 66 unique URLs, all on 2025-09-23', async () => {
    const visits = JSON.parse((await committed()).json) as UrlVisit[];
    expect(SAMPLE_DAY).toBe('2025-09-23');
    expect({
      totalUrls: visits.length,
      uniqueDomains: new Set(visits.map((v) => v.domain)).size,
      uniqueUrls: new Set(visits.map((v) => v.url)).size,
      days: [
        ...new Set(visits.flatMap((v) => [v.startTime, v.endTime]).map((t) => new Date(t).toISOString().slice(0, 10))),
      ],
    }).toEqual({ totalUrls: 82, uniqueDomains: 13, uniqueUrls: 66, days: ['2025-09-23'] });
  });

  it('uses every creation mode, and every sourceInfo names an earlier visit of the day', async () => {
    const visits = JSON.parse((await committed()).json) as UrlVisit[];
    expect(new Set(visits.map((v) => v.creationMode))).toEqual(new Set(['direct', 'chain', 'hyperlink']));
    const byId = new Map(visits.map((v) => [v.id, v]));
    for (const visit of visits.filter((v) => v.creationMode !== 'direct')) {
      const source = byId.get(visit.sourceInfo!.nodeId)!;
      expect(source.url).toBe(visit.sourceInfo!.url);
      expect(source.startTime).toBeLessThan(visit.startTime);
    }
  });

  it('is exactly what npm run make:sample-day writes, data and picture (the script is deterministic)', async () => {
    const generated = await sampleDayFiles();
    expect(generated).toEqual(await committed());
    expect(await sampleDayFiles()).toEqual(generated);
  });
});

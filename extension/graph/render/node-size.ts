/** SPEC §9 node sizes in graph units: node radius 16, icon 32, selection ring 20, hit area 40. */
export const NODE_SIZE = { radius: 16, icon: 32, ring: 20, hitArea: 40 } as const;

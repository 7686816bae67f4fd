import { BRANCH_IDS } from '@waha/shared';

export interface BranchGroup {
  city: string;
  branches: number[];
}

/**
 * The branches under their cities, for the branch pickers. Cities come in the order their first
 * branch has in the spec's list (SPEC.md section 3), and a city's branches keep that order, so the
 * list reads as close to the spec's as grouping allows: Al-Madinah, Jeddah (three), Yanbu, Riyadh
 * (two), Najran, Taif.
 */
export function branchesByCity(cityOf: (branch: number) => string): BranchGroup[] {
  const groups = new Map<string, number[]>();
  for (const branch of BRANCH_IDS) {
    const city = cityOf(branch);
    groups.set(city, [...(groups.get(city) ?? []), branch]);
  }
  return [...groups].map(([city, branches]) => ({ city, branches }));
}

/** Hard limits on what a scenario or game file may contain, so hostile input is refused before it costs anything. */
export const LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  nestingDepth: 64,
  terrainFeatures: 5000,
  pointsPerShape: 2000,
  unitsPerSide: 500,
  basesPerUnit: 64,
  tableInches: 480,
  textChars: 20_000,
  idChars: 64,
  actionsPerGame: 200_000,
} as const;

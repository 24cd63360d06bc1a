import * as migration_20261125_232016_initial from './20261125_232016_initial';

export const migrations = [
  {
    up: migration_20261125_232016_initial.up,
    down: migration_20261125_232016_initial.down,
    name: '20261125_232016_initial'
  },
];

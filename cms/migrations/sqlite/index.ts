import * as migration_20261126_025552_initial from './20261126_025552_initial';

export const migrations = [
  {
    up: migration_20261126_025552_initial.up,
    down: migration_20261126_025552_initial.down,
    name: '20261126_025552_initial'
  },
];

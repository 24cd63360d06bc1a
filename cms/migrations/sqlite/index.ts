import * as migration_20261126_015408_initial from './20261126_015408_initial';

export const migrations = [
  {
    up: migration_20261126_015408_initial.up,
    down: migration_20261126_015408_initial.down,
    name: '20261126_015408_initial'
  },
];

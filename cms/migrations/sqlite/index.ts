import * as migration_20261125_225643_initial from './20261125_225643_initial';

export const migrations = [
  {
    up: migration_20261125_225643_initial.up,
    down: migration_20261125_225643_initial.down,
    name: '20261125_225643_initial'
  },
];

import * as migration_20261126_025552_initial from './20261126_025552_initial';
import * as migration_20261126_053653_data_files from './20261126_053653_data_files';
import * as migration_20261126_085249_photo_sizes from './20261126_085249_photo_sizes';
import * as migration_20261128_044218_autosave from './20261128_044218_autosave';
import * as migration_20261128_045007_former_slugs from './20261128_045007_former_slugs';
import * as migration_20261128_053729_publish_skipped from './20261128_053729_publish_skipped';
import * as migration_20261128_175433_enquiries from './20261128_175433_enquiries';
import * as migration_20261128_203432_schedule from './20261128_203432_schedule';
import * as migration_20261129_025130_visual_editor from './20261129_025130_visual_editor';

export const migrations = [
  {
    up: migration_20261126_025552_initial.up,
    down: migration_20261126_025552_initial.down,
    name: '20261126_025552_initial',
  },
  {
    up: migration_20261126_053653_data_files.up,
    down: migration_20261126_053653_data_files.down,
    name: '20261126_053653_data_files',
  },
  {
    up: migration_20261126_085249_photo_sizes.up,
    down: migration_20261126_085249_photo_sizes.down,
    name: '20261126_085249_photo_sizes',
  },
  {
    up: migration_20261128_044218_autosave.up,
    down: migration_20261128_044218_autosave.down,
    name: '20261128_044218_autosave',
  },
  {
    up: migration_20261128_045007_former_slugs.up,
    down: migration_20261128_045007_former_slugs.down,
    name: '20261128_045007_former_slugs',
  },
  {
    up: migration_20261128_053729_publish_skipped.up,
    down: migration_20261128_053729_publish_skipped.down,
    name: '20261128_053729_publish_skipped',
  },
  {
    up: migration_20261128_175433_enquiries.up,
    down: migration_20261128_175433_enquiries.down,
    name: '20261128_175433_enquiries',
  },
  {
    up: migration_20261128_203432_schedule.up,
    down: migration_20261128_203432_schedule.down,
    name: '20261128_203432_schedule',
  },
  {
    up: migration_20261129_025130_visual_editor.up,
    down: migration_20261129_025130_visual_editor.down,
    name: '20261129_025130_visual_editor'
  },
];

import * as migration_20261126_025558_initial from './20261126_025558_initial';
import * as migration_20261126_053704_data_files from './20261126_053704_data_files';
import * as migration_20261126_085309_photo_sizes from './20261126_085309_photo_sizes';
import * as migration_20261128_044250_autosave from './20261128_044250_autosave';
import * as migration_20261128_045016_former_slugs from './20261128_045016_former_slugs';
import * as migration_20261128_053748_publish_skipped from './20261128_053748_publish_skipped';
import * as migration_20261128_105526_partly_live from './20261128_105526_partly_live';
import * as migration_20261128_175540_enquiries from './20261128_175540_enquiries';
import * as migration_20261128_203449_schedule from './20261128_203449_schedule';
import * as migration_20261129_025409_visual_editor from './20261129_025409_visual_editor';

export const migrations = [
  {
    up: migration_20261126_025558_initial.up,
    down: migration_20261126_025558_initial.down,
    name: '20261126_025558_initial',
  },
  {
    up: migration_20261126_053704_data_files.up,
    down: migration_20261126_053704_data_files.down,
    name: '20261126_053704_data_files',
  },
  {
    up: migration_20261126_085309_photo_sizes.up,
    down: migration_20261126_085309_photo_sizes.down,
    name: '20261126_085309_photo_sizes',
  },
  {
    up: migration_20261128_044250_autosave.up,
    down: migration_20261128_044250_autosave.down,
    name: '20261128_044250_autosave',
  },
  {
    up: migration_20261128_045016_former_slugs.up,
    down: migration_20261128_045016_former_slugs.down,
    name: '20261128_045016_former_slugs',
  },
  {
    up: migration_20261128_053748_publish_skipped.up,
    down: migration_20261128_053748_publish_skipped.down,
    name: '20261128_053748_publish_skipped',
  },
  {
    up: migration_20261128_105526_partly_live.up,
    down: migration_20261128_105526_partly_live.down,
    name: '20261128_105526_partly_live',
  },
  {
    up: migration_20261128_175540_enquiries.up,
    down: migration_20261128_175540_enquiries.down,
    name: '20261128_175540_enquiries',
  },
  {
    up: migration_20261128_203449_schedule.up,
    down: migration_20261128_203449_schedule.down,
    name: '20261128_203449_schedule',
  },
  {
    up: migration_20261129_025409_visual_editor.up,
    down: migration_20261129_025409_visual_editor.down,
    name: '20261129_025409_visual_editor'
  },
];

import { useShallow } from 'zustand/react/shallow';
import { SUB_ID_LABELS } from '../../../../shared/feeds/feed-words.ts';
import { t } from '../../i18n/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useWatch } from './watch-store.ts';

/** The two sub-ids of the affiliate's links (e.g. channel and post), shared by the link builder and the export. */
export function SubIdFields() {
  const subIds = useWatch(useShallow((s) => s.subIds));
  const { setSubIds } = useWatch.getState();
  return (
    <div className="sub-ids">
      <TextField
        label={t(SUB_ID_LABELS.subId1)}
        value={subIds.subId1}
        placeholder={t('feeds.subId.example1')}
        onChange={(subId1) => setSubIds({ ...subIds, subId1 })}
      />
      <TextField
        label={t(SUB_ID_LABELS.subId2)}
        value={subIds.subId2}
        placeholder={t('feeds.subId.example2')}
        onChange={(subId2) => setSubIds({ ...subIds, subId2 })}
      />
    </div>
  );
}

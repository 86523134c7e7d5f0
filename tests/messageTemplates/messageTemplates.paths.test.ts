// @vitest-environment node
import { expect } from 'vitest';
import {
  messageTemplatesMachine,
  selectBlocksLeaving,
  selectCanSave,
  selectIsConfirmingLeave,
  selectIsDirty,
  selectSelectedTemplate,
  TEMPLATE_BODY_MAX,
} from '../../machines/messageTemplates/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertMessageTemplates, messageTemplatesFixtures } from './messageTemplates.fixtures.ts';

describeModelPaths({
  machine: messageTemplatesMachine,
  replayLogic: inertMessageTemplates,
  fixtures: messageTemplatesFixtures,
  inputs: { administrator: { canEdit: true }, reader: { canEdit: false } },
  checkState: (snapshot) => {
    const { selectedId, draft, canEdit, leaveTo } = snapshot.context;
    const stored = selectSelectedTemplate(snapshot)?.body;
    const open = !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('viewing');
    // A template is open exactly in the editing states, and it is one of the list.
    expect(selectedId !== null).toBe(open);
    if (open) expect(stored).toBeDefined();
    else expect(draft).toBe('');
    // "Unsaved changes" means the text differs from the stored one, and only an editor has them.
    if (snapshot.matches('unchanged')) expect(draft).toBe(stored);
    if (selectIsDirty(snapshot) && !snapshot.matches('saving')) expect(draft).not.toBe(stored);
    if (selectIsDirty(snapshot)) expect(canEdit).toBe(true);
    expect(selectBlocksLeaving(snapshot)).toBe(snapshot.matches('unsaved') || snapshot.matches('saving'));
    // Somewhere to go only while the dialog asks, or while a save the user wants to leave after is sent.
    const waitingToLeave = snapshot.matches('saving') && leaveTo?.kind === 'navigation';
    expect(leaveTo !== null).toBe(selectIsConfirmingLeave(snapshot) || waitingToLeave);
    if (selectCanSave(snapshot)) expect(draft.length).toBeLessThanOrEqual(TEMPLATE_BODY_MAX);
  },
});

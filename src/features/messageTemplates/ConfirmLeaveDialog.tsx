import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { LeaveQuestion } from '../../../machines/messageTemplates/index.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button } from '../../components/ui.tsx';
import { isolate } from '../../i18n/bidi.ts';
import { space } from '../../styles/tokens.ts';

const actionsCss = css`display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space.sm};`;

interface ConfirmLeaveDialogProps {
  /** The question while it is asked, else null. */
  question: LeaveQuestion | null;
  onStay(): void;
  onDiscard(): void;
}

/**
 * "Discard your changes?": a modal alert dialog. Focus starts on the safe choice ('Seguir
 * editando'); Escape also keeps editing.
 */
export function ConfirmLeaveDialog({ question, onStay, onDiscard }: ConfirmLeaveDialogProps) {
  const { t } = useLingui();
  if (question === null) return null;
  // The name keeps its own direction inside the translated sentence (the placeholder's name is
  // part of the message, so it stays `templateName`).
  const templateName = isolate(question.templateName);
  return (
    <Modal
      open
      role="alertdialog"
      width={460}
      title={t`¿Descartar los cambios?`}
      description={question.toTemplate
        ? t`Los cambios en «${templateName}» no se guardaron. Si abre otra plantilla, se perderán.`
        : t`Los cambios en «${templateName}» no se guardaron. Si sale de esta página, se perderán.`}
      onClose={onStay}
    >
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onStay}>{t`Seguir editando`}</Button>
        <Button onClick={onDiscard}>{t`Descartar cambios`}</Button>
      </div>
    </Modal>
  );
}

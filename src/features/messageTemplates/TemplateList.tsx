import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { MessageTemplate } from '../../../machines/messageTemplates/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';

const listCss = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.sm};`;
const itemCss = css`
  width: 100%; display: grid; gap: 2px; text-align: start; padding: ${space.md}; cursor: pointer;
  border: 1px solid ${color.border}; border-radius: ${radius.md}; background: ${color.surface}; color: ${color.text}; font: inherit;
  &[aria-current='true'] { border-color: ${color.primary}; border-inline-start-width: 4px; background: ${color.primarySoft}; }
  &:hover { border-color: ${color.primary}; }
`;
const nameCss = css`font-weight: 600;`;
const dateCss = css`font-size: ${font.size.sm}; color: ${color.muted};`;

interface TemplateListProps {
  templates: MessageTemplate[];
  /** The open template, or none. */
  selected: MessageTemplate | null;
  onSelect(id: number): void;
}

/** The templates, each a button that opens it; the open one is marked as current. */
export function TemplateList({ templates, selected, onSelect }: TemplateListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul css={listCss}>
      {templates.map((template) => (
        <li key={template.id}>
          <button
            type="button"
            css={itemCss}
            aria-current={template.id === selected?.id ? 'true' : undefined}
            onClick={() => onSelect(template.id)}
          >
            {/* Aligned with the list; the name keeps its own direction (dir="auto"). */}
            <span css={nameCss}><span dir="auto">{template.name}</span></span>
            <span css={dateCss}>{t`Modificada: ${formatDateTime(i18n, template.updated_at)}`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

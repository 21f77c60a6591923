import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT, type MessageKey } from '#ds/i18n';
import {
  StyledEditor,
  StyledLinkRow,
  StyledToolbar,
  StyledToolButton,
} from './RichTextField.styles';

// The admin's rich-text editor (TipTap, issue 25): this module and TipTap load only with an
// editing form (RichTextField imports it lazily), never on a reader's page.

export type RichTextEditorProps = {
  id: string;
  /** The HTML being edited. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The ids of the field's label, hint and error. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** The text's language, for spelling and fonts. */
  lang: string;
};

type Tool = {
  key: string;
  label: MessageKey;
  text: ReactNode;
  active: boolean;
  run: () => void;
};

/** What the server keeps (server/content/rich-text.ts): headings 2–4, marks, lists, quotes, links. */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  lang,
}: RichTextEditorProps) {
  const t = useT();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // A restored revision or a reset form brings a new value from outside.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: 'contentAdmin.editor.bold',
      text: 'B',
      active: state?.bold ?? false,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'contentAdmin.editor.italic',
      text: 'I',
      active: state?.italic ?? false,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: 'contentAdmin.editor.heading',
      text: 'H2',
      active: state?.h2 ?? false,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'contentAdmin.editor.subheading',
      text: 'H3',
      active: state?.h3 ?? false,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: 'contentAdmin.editor.bulletList',
      text: '•',
      active: state?.bullets ?? false,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: 'contentAdmin.editor.numberedList',
      text: '1.',
      active: state?.numbers ?? false,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: 'contentAdmin.editor.quote',
      text: '“',
      active: state?.quote ?? false,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: 'contentAdmin.editor.link',
      text: <Icon name="link" size="small" />,
      active: state?.link ?? false,
      run: () => {
        setHref(String(editor.getAttributes('link').href ?? ''));
        setLinking((open) => !open);
      },
    },
  ];

  const applyLink = () => {
    const target = href.trim();
    if (target === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: target }).run();
    setLinking(false);
  };

  return (
    <StyledEditor data-invalid={invalid || undefined}>
      <StyledToolbar role="toolbar" aria-label={t('contentAdmin.editor.toolbar')}>
        {tools.map((tool) => (
          <StyledToolButton
            key={tool.key}
            type="button"
            title={t(tool.label)}
            aria-pressed={tool.active}
            onClick={tool.run}
          >
            {/* Named by its hidden text, not aria-label: the glyph stays out of the name. */}
            <span aria-hidden="true">{tool.text}</span>
            <span className="visually-hidden">{t(tool.label)}</span>
          </StyledToolButton>
        ))}
      </StyledToolbar>
      {linking && (
        <StyledLinkRow>
          <label htmlFor={`${id}-link`}>{t('contentAdmin.editor.linkAddress')}</label>
          <input
            id={`${id}-link`}
            type="url"
            value={href}
            placeholder="https://"
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <button type="button" onClick={applyLink}>
            {t('contentAdmin.editor.applyLink')}
          </button>
        </StyledLinkRow>
      )}
      <EditorContent editor={editor} />
    </StyledEditor>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from '../../../ui/button';
import { controlClass } from '../../../ui/form/control-class';
import { ImagePicker } from './image-picker';

/** How a body reads in the editor and on the shop's pages: the tags the server keeps (decision 0040). */
export const richTextClass =
  'text-base leading-relaxed text-ink [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 ' +
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_hr]:my-4 ' +
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6';

type Command = 'bold' | 'italic' | 'underline' | 'strike' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'link' | 'image' | 'undo' | 'redo';

interface ToolDef {
  command: Command;
  /** what the button shows: a short sign ('' shows its name); its name is read aloud */
  sign: string;
  /** a mark or block that is on where the cursor is (aria-pressed) */
  toggle?: boolean;
}

const TOOLS: ToolDef[][] = [
  [
    { command: 'bold', sign: 'B', toggle: true },
    { command: 'italic', sign: 'I', toggle: true },
    { command: 'underline', sign: 'U', toggle: true },
    { command: 'strike', sign: 'S', toggle: true },
  ],
  [
    { command: 'h2', sign: 'H2', toggle: true },
    { command: 'h3', sign: 'H3', toggle: true },
    { command: 'bulletList', sign: '•', toggle: true },
    { command: 'orderedList', sign: '1.', toggle: true },
    { command: 'blockquote', sign: '❝', toggle: true },
  ],
  [
    // no sign every system draws for these: their names show
    { command: 'link', sign: '', toggle: true },
    { command: 'image', sign: '' },
  ],
  [
    { command: 'undo', sign: '↶' },
    { command: 'redo', sign: '↷' },
  ],
];
const ORDER = TOOLS.flat().map((tool) => tool.command);

function isOn(editor: Editor, command: Command): boolean {
  switch (command) {
    case 'h2':
      return editor.isActive('heading', { level: 2 });
    case 'h3':
      return editor.isActive('heading', { level: 3 });
    case 'undo':
    case 'redo':
    case 'image':
      return false;
    default:
      return editor.isActive(command);
  }
}

function run(editor: Editor, command: Exclude<Command, 'link' | 'image'>) {
  const chain = editor.chain().focus();
  const actions: Record<typeof command, () => boolean> = {
    bold: () => chain.toggleBold().run(),
    italic: () => chain.toggleItalic().run(),
    underline: () => chain.toggleUnderline().run(),
    strike: () => chain.toggleStrike().run(),
    h2: () => chain.toggleHeading({ level: 2 }).run(),
    h3: () => chain.toggleHeading({ level: 3 }).run(),
    bulletList: () => chain.toggleBulletList().run(),
    orderedList: () => chain.toggleOrderedList().run(),
    blockquote: () => chain.toggleBlockquote().run(),
    undo: () => chain.undo().run(),
    redo: () => chain.redo().run(),
  };
  actions[command]();
}

interface Props {
  /** the editor's accessible name (its label's id) */
  labelledBy: string;
  /** the language written in it (th or en), for the screen reader's voice and spelling */
  lang: 'th' | 'en';
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A rich-text body (TipTap): headings, marks, lists, quotes, links and images uploaded through the
 * upload call with their alt text. The toolbar is one tab stop; arrow keys, Home and End move
 * within it (WAI-ARIA toolbar); every button is named and says whether it is on. The server
 * sanitises what it sends, whatever it is.
 */
export function RichTextEditor({ labelledBy, lang, value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const toolbarId = useId();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [linkHref, setLinkHref] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['https', 'http', 'mailto', 'tel'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
        class: `min-h-48 rounded-b-xl border border-t-0 border-stone-400 bg-white px-4 py-3 focus-visible:outline-2 focus-visible:outline-accent-600 ${richTextClass}`,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(ORDER.map((command) => [command, current ? isOn(current, command) : false])) as Record<Command, boolean>,
  });

  const label = (command: Command) => t(`staffContent.editor.tools.${command}`);

  function press(command: Command) {
    if (!editor) return;
    if (command === 'link') {
      setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setPanel(panel === 'link' ? null : 'link');
      return;
    }
    if (command === 'image') {
      setPanel(panel === 'image' ? null : 'image');
      return;
    }
    setPanel(null);
    run(editor, command);
  }

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: ORDER.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + ORDER.length) % ORDER.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  function applyLink() {
    if (!editor) return;
    const href = linkHref.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setPanel(null);
  }

  return (
    <div>
      <div
        role="toolbar"
        id={toolbarId}
        aria-label={t('staffContent.editor.toolbar')}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 rounded-t-xl border border-stone-400 bg-brand-50 p-1"
      >
        {TOOLS.map((group, groupIndex) => (
          <div key={groupIndex} className="flex gap-1 border-brand-200 pr-1 not-last:border-r">
            {group.map((tool) => {
              const at = ORDER.indexOf(tool.command);
              return (
                <button
                  key={tool.command}
                  ref={(element) => {
                    buttons.current[at] = element;
                  }}
                  type="button"
                  tabIndex={at === focusIndex ? 0 : -1}
                  aria-label={label(tool.command)}
                  title={label(tool.command)}
                  aria-pressed={tool.toggle ? Boolean(pressed?.[tool.command]) : undefined}
                  aria-expanded={tool.command === 'link' ? panel === 'link' : tool.command === 'image' ? panel === 'image' : undefined}
                  onFocus={() => setFocusIndex(at)}
                  onClick={() => press(tool.command)}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-base font-semibold text-brand-900 hover:bg-white aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  <span
                    aria-hidden="true"
                    className={
                      tool.sign === ''
                        ? 'text-sm'
                        : tool.command === 'italic'
                          ? 'italic'
                          : tool.command === 'underline'
                            ? 'underline'
                            : tool.command === 'strike'
                              ? 'line-through'
                              : undefined
                    }
                  >
                    {tool.sign || label(tool.command)}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {panel === 'link' ? (
        <div className="flex flex-wrap items-end gap-2 border border-t-0 border-stone-400 bg-white p-3">
          <label className="min-w-64 flex-1 text-sm font-semibold">
            {t('staffContent.editor.linkAddress')}
            <input
              type="url"
              inputMode="url"
              autoComplete="off"
              value={linkHref}
              placeholder="https://… /promotion"
              onChange={(event) => setLinkHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') setPanel(null);
              }}
              className={`${controlClass} mt-1 font-normal`}
            />
          </label>
          <Button variant="secondary" onClick={applyLink}>
            {linkHref.trim() === '' ? t('staffContent.editor.removeLink') : t('staffContent.editor.applyLink')}
          </Button>
          <Button variant="ghost" onClick={() => setPanel(null)}>
            {t('staffContent.editor.cancel')}
          </Button>
        </div>
      ) : null}
      {panel === 'image' ? (
        <div className="border border-t-0 border-stone-400 bg-white p-3">
          <ImagePicker
            purpose="body"
            onPicked={(src, alt) => {
              editor?.chain().focus().setImage({ src, alt }).run();
              setPanel(null);
            }}
            onCancel={() => setPanel(null)}
          />
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

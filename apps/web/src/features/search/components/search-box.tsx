import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildSearchPath } from '../search-path';

/** Product search: Enter or the button opens /search?keyword=…; blank input does nothing. */
export function SearchBox({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [value, setValue] = useState(keyword);
  // Back, Forward or a link to another search: the box shows that search's words
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    if (value.trim() !== keyword.trim()) setValue(keyword);
  }
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = buildSearchPath(value);
    if (!path) return;
    void navigate(path);
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={submit} className={`flex w-full items-stretch ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="keyword"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="min-h-11 w-full min-w-0 rounded-l-full border border-r-0 border-stone-400 bg-white px-4 text-base text-ink placeholder:text-stone-500 focus-visible:border-accent-600"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-r-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../../../ui/form/control-class';
import { Button, buttonClass } from '../../../ui/button';
import { MEMBER_SEARCH_MAX, memberSearchText } from '../members-params';

/**
 * One box for a name, an e-mail, a phone or a member number. What is typed becomes the address on
 * "Search" (the page mounts the form again for each address, so Back shows the search it shows).
 */
export function MembersSearchForm({ q, onSearch, clearHref }: { q: string; onSearch: (q: string) => void; clearHref: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(memberSearchText(text));
  }

  return (
    <form role="search" aria-label={t('staffMembers.search.label')} onSubmit={submit} className="rounded-2xl border border-brand-100 bg-white p-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {t('staffMembers.search.field')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={MEMBER_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('staffMembers.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          className={controlClass}
        />
        <Button type="submit" className="shrink-0">
          {t('staffMembers.search.submit')}
        </Button>
      </div>
      {clearHref ? (
        <Link to={clearHref} className={buttonClass('ghost', '-ml-3 mt-2')}>
          {t('staffMembers.search.clear')}
        </Link>
      ) : null}
    </form>
  );
}

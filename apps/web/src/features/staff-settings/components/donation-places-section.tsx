import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import type { StaffDonationPlace } from '../api/settings-calls';
import { useChangeDonationPlace, useDonationPlaces } from '../api/settings-queries';
import { DonationPlaceForm } from './donation-place-form';
import { SectionWaiting } from './section-states';
import { StateBadge } from './state-badge';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'place'; place: StaffDonationPlace };

function PlaceRow({
  place,
  onEdit,
  onSaid,
}: {
  place: StaffDonationPlace;
  onEdit: () => void;
  onSaid: (text: string | null, tone: 'error' | 'success') => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalText = useRefusalText();
  const change = useChangeDonationPlace();
  const name = pickLocalised(place, 'name', language);
  const otherName = language === 'th' ? place.nameEn : place.nameTh;
  const open = place.status === 'active';

  async function toggle() {
    onSaid(null, 'success');
    try {
      const after = await change.mutateAsync({ id: place.id, change: { status: open ? 'inactive' : 'active' } });
      onSaid(t(after.status === 'active' ? 'staffSettings.places.opened' : 'staffSettings.places.closedNow', { name }), 'success');
    } catch (error) {
      onSaid(refusalText(error), 'error');
    }
  }

  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold break-words text-ink">{name}</h3>
            <StateBadge on={open}>{open ? t('staffSettings.places.badgeOpen') : t('staffSettings.places.badgeClosed')}</StateBadge>
          </div>
          <p className="text-sm break-words text-muted" lang={language === 'th' ? 'en' : 'th'}>
            {otherName}
          </p>
          <p className="mt-2 text-sm break-words text-ink">
            {place.address} {place.postelCode}
          </p>
          <p className="text-sm break-words text-muted">{t('staffSettings.places.receiver', { name: place.receiveName, contact: place.contact })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={t('staffSettings.places.editNamed', { name })}>
            {t('staffSettings.places.edit')}
          </Button>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => void toggle()}
            aria-label={t(open ? 'staffSettings.places.closeNamed' : 'staffSettings.places.openNamed', { name })}
          >
            {open ? t('staffSettings.places.close') : t('staffSettings.places.reopen')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * Where members' donations go: every place, open or closed, added and changed here. Closing one
 * keeps carts' lines (shown as not taking donations); orders keep the address they were placed with.
 */
export function DonationPlacesSection({ regionFields }: { regionFields: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const places = useDonationPlaces();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [said, setSaid] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const say = (text: string | null, tone: 'error' | 'success') => setSaid(text ? { text, tone } : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the form closes: focus goes back to the section rather than to the page's top
  const closeForm = () => {
    setEditing({ kind: 'none' });
    headingRef.current?.focus();
  };

  return (
    <section id="donation-places" aria-labelledby="donation-places-heading" className="scroll-mt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="donation-places-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
            {t('staffSettings.places.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('staffSettings.places.text')}</p>
        </div>
        {editing.kind === 'none' ? (
          <Button
            onClick={() => {
              setSaid(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('staffSettings.places.addButton')}
          </Button>
        ) : null}
      </div>
      <div className="mt-4 space-y-4">
        <div className="empty:hidden">{said ? <FormAlert tone={said.tone}>{said.text}</FormAlert> : null}</div>
        {editing.kind !== 'none' ? (
          <DonationPlaceForm
            key={editing.kind === 'place' ? editing.place.id : 'new'}
            place={editing.kind === 'place' ? editing.place : undefined}
            regionFields={regionFields}
            onCancel={closeForm}
            onSaved={(place, added) => {
              closeForm();
              const name = pickLocalised(place, 'name', language);
              say(added ? t('staffSettings.places.added', { name }) : t('staffSettings.places.saved', { name }), 'success');
            }}
          />
        ) : null}
        {places.data ? (
          places.data.length === 0 ? (
            <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffSettings.places.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {places.data.map((place) => (
                <PlaceRow
                  key={place.id}
                  place={place}
                  onSaid={say}
                  onEdit={() => {
                    setSaid(null);
                    setEditing({ kind: 'place', place });
                  }}
                />
              ))}
            </ul>
          )
        ) : (
          <SectionWaiting query={places} />
        )}
      </div>
    </section>
  );
}

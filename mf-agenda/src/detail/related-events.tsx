import { CardGrid, MoreLink, SectionTitle } from '@portal/ui';
import { useRelatedEvents } from '../shared/agenda-api';
import { EventCard } from '../shared/event-card';

/** 'Te puede interesar': six events of the agenda, other than the one being read. */
export function RelatedEvents({ excludeId }: { excludeId: string }) {
  const { data } = useRelatedEvents();
  const related = (data?.eventos.docs ?? []).filter((event) => event._id !== excludeId).slice(0, 6);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-events-title">
      <SectionTitle id="related-events-title">Te puede interesar</SectionTitle>
      <CardGrid>
        {related.map((item) => (
          <EventCard key={item._id} item={item} />
        ))}
      </CardGrid>
      <MoreLink to="/agenda/12/1">VER MÁS</MoreLink>
    </section>
  );
}

// What each of the section's pages says of itself in the portal's document (DESIGN §10): its
// HTTP status and head, made on the server from the answers its render fetched. Only src/server.ts
// imports this file: the browser's code never carries head data.
import { eventHead, findProvince, missingPageHead } from '@portal/contracts';
import { sitePageHead, statusOfAnswer, type PageDescription, type RenderedPage } from '@portal/ui/server';
import { agendaPageUrl, eventUrl, provinceAgendaPageUrl } from './shared/agenda-api';

/** The agenda of every province, or of one. */
export function describeAgendaList(page: RenderedPage): PageDescription {
  const { prov, limit = '9', page: number = '1' } = page.params;
  const answer =
    prov === undefined
      ? page.answer(agendaPageUrl(limit, number))
      : page.answer(provinceAgendaPageUrl(prov, limit, number));
  const province = prov === undefined ? undefined : (findProvince(prov) ?? prov);
  const description = province
    ? `Los próximos eventos en ${province}: fechas, lugares y horarios.`
    : 'Los próximos eventos de Santiago del Estero y de las provincias argentinas: fechas, lugares y horarios.';
  return { status: statusOfAnswer(answer), head: sitePageHead(page, description) };
}

/** An event, with its Event data for search engines; 404 when unknown. */
export function describeEventDetail(page: RenderedPage): PageDescription {
  const answer = page.answer(eventUrl(page.params.id ?? ''));
  const item = answer && 'data' in answer ? answer.data.evento[0] : undefined;
  if (!item) return { status: 404, head: missingPageHead(page.title) };
  return { status: 200, head: eventHead(item, page.origin) };
}

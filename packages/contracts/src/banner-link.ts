/**
 * Whether a banner's link (`/evento/<id>`, or a full address of this site ending so, maybe with
 * a query or fragment) leads to the event `eventId`: deleting that event clears the link.
 */
export function bannerLinksToEvent(link: string, eventId: string): boolean {
  const path = link.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === `/evento/${eventId}` || path.endsWith(`/evento/${eventId}`);
}

import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PrivacyPage from './privacy-page';

describe('/privacidad', () => {
  const text = renderToString(
    <StaticRouter location="/privacidad">
      <PrivacyPage />
    </StaticRouter>,
  ).replace(/<[^>]+>|<!-- -->/g, '');

  it.each([
    'Qué contamos',
    'Qué no hacemos',
    'No usamos cookies para contar',
    'No guardamos su dirección IP',
    'cambia cada día',
    'se borra a las 48 horas',
    'Las visitas de robots',
  ])('says «%s»', (phrase) => {
    expect(text).toContain(phrase);
  });
});

/** The masthead: drawn in SVG so it is sharp at any width and costs no request. */
export function Logo({ width, tone = 'dark' }: { width: number; tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? '#14171c' : '#ffffff';
  return (
    <svg
      width={width}
      height={Math.round(width * 0.3)}
      viewBox="0 0 200 60"
      role="img"
      aria-label="Santiago Noticias"
    >
      <rect x="0" y="8" width="44" height="44" rx="8" fill="#b3121f" />
      <text
        x="22"
        y="42"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="32"
        fontWeight="700"
        fill="#fff"
      >
        S
      </text>
      <text x="52" y="30" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={ink}>
        Santiago
      </text>
      <text x="53" y="49" fontFamily="Arial, sans-serif" fontSize="13" letterSpacing="4.2" fill="#b3121f">
        NOTICIAS
      </text>
    </svg>
  );
}

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
      {/* The monogram is drawn, not written: the link's name then holds all the text one sees. */}
      <path
        d="M31 18.5C28 14.5 14 14 14 22.5S30 28.5 30 37.5S16 46 13 41"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
      />
      <text x="52" y="30" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={ink}>
        Santiago
      </text>
      <text x="53" y="49" fontFamily="Arial, sans-serif" fontSize="13" letterSpacing="4.2" fill="#b3121f">
        NOTICIAS
      </text>
    </svg>
  );
}

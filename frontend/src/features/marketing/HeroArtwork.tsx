/**
 * Original hero illustration: people of different heights, one of them a wheelchair user, meeting
 * on a bridge whose deck has been opened in the middle (a barrier broken), under a rising sun.
 * Decorative; fixed intrinsic size so that it never shifts the layout.
 */

const DECK_Y = 344;

function Person({ x, height, color }: { x: number; height: number; color: string }) {
  const top = DECK_Y - height;
  return (
    <g fill={color}>
      <circle cx={x} cy={top - 12} r={10} />
      <rect x={x - 12} y={top} width={24} height={height} rx={12} />
    </g>
  );
}

function WheelchairUser({ x, color }: { x: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={DECK_Y - 17} r={15} fill="none" stroke="#ffffff" strokeWidth={4} />
      <circle cx={x + 24} cy={DECK_Y - 5} r={4} fill="#ffffff" />
      <rect x={x - 9} y={DECK_Y - 66} width={20} height={36} rx={10} fill={color} />
      <circle cx={x + 1} cy={DECK_Y - 78} r={10} fill={color} />
      <path
        d={`M${x + 8} ${DECK_Y - 34} H${x + 22} V${DECK_Y - 12}`}
        fill="none"
        stroke={color}
        strokeWidth={8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

export default function HeroArtwork() {
  return (
    <svg
      width="560"
      height="480"
      viewBox="0 0 560 480"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', width: '100%', height: 'auto', maxWidth: 560 }}
    >
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#7e57c2" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#7e57c2" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="280" cy="230" r="220" fill="url(#hero-glow)" />
      <circle
        cx="280"
        cy="200"
        r="170"
        fill="none"
        stroke="#80cbc4"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="4 10"
      />
      <circle cx="280" cy="150" r="56" fill="#ffc94d" />
      <path
        d="M40 340 C140 120 420 120 520 340"
        fill="none"
        stroke="#80cbc4"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <g stroke="#80cbc4" strokeWidth="5" strokeLinecap="round" strokeOpacity="0.7">
        <path d="M100 262v74M150 222v114M200 198v138M250 186v150" />
        <path d="M310 186v150M360 198v138M410 222v114M460 262v74" />
      </g>
      <g stroke="#ffffff" strokeWidth="12" strokeLinecap="round">
        <path d={`M24 ${DECK_Y + 6}H252`} />
        <path d={`M308 ${DECK_Y + 6}H536`} />
      </g>
      <g fill="#ffc94d">
        <rect x="256" y="366" width="14" height="30" rx="4" transform="rotate(-28 263 381)" />
        <rect x="292" y="382" width="14" height="26" rx="4" transform="rotate(22 299 395)" />
      </g>
      <Person x={75} height={52} color="#d1c4e9" />
      <Person x={125} height={64} color="#ffc94d" />
      <WheelchairUser x={172} color="#80cbc4" />
      <Person x={225} height={46} color="#ffffff" />
      <Person x={335} height={58} color="#80cbc4" />
      <Person x={385} height={48} color="#ffffff" />
      <Person x={435} height={66} color="#d1c4e9" />
      <Person x={487} height={54} color="#ffc94d" />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.22" strokeWidth="3" strokeLinecap="round">
        <path d="M40 420c30-10 60-10 90 0s60 10 90 0 60-10 90 0 60 10 90 0 60-10 90 0" />
        <path d="M90 452c30-10 60-10 90 0s60 10 90 0 60-10 90 0 60 10 90 0" />
      </g>
    </svg>
  );
}

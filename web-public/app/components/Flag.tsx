/** Small inline flags for the language switch (emoji flags do not render everywhere). */
export function Flag({ code }: { code: 'pl' | 'en' }) {
  if (code === 'pl')
    return (
      <svg width="22" height="15" viewBox="0 0 22 15" aria-hidden="true" focusable="false">
        <rect width="22" height="15" rx="2" fill="#fff" stroke="#d4d4d8" strokeWidth="0.5" />
        <path d="M0 7.5h22V13a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2z" fill="#dc143c" />
      </svg>
    );
  return (
    <svg width="22" height="15" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id="flag-gb">
        <rect width="60" height="30" rx="5" />
      </clipPath>
      <g clipPath="url(#flag-gb)">
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

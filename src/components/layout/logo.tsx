/** The association's mark: a seal with the panel's name beside it. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#1d4e89" />
        <circle cx="20" cy="20" r="14" fill="none" stroke="#f2c94c" strokeWidth="2" />
        <path
          d="M13 27 L20 11 L27 27 M16 22 H24"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">
        <strong>Associação Nacional</strong>
        <small>dos Registradores e Notários</small>
      </span>
    </span>
  );
}

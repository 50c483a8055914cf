/** A drawn stand-in for a model on the mock viewer of /mymodel/logo (no three.js for a preview). */
export function MockModel() {
  return (
    <svg viewBox="0 0 200 160" width="46%" aria-hidden="true" style={{ position: 'absolute', left: '27%', top: '18%' }}>
      <ellipse cx="100" cy="138" rx="62" ry="10" fill="rgba(0,0,0,0.12)" />
      <path d="M100 20 160 52v64l-60 32-60-32V52z" fill="#c9d3e6" />
      <path d="M100 84 160 52v64l-60 32z" fill="#9fb0cf" />
      <path d="M100 84 40 52l60-32 60 32z" fill="#e3e9f4" />
    </svg>
  );
}

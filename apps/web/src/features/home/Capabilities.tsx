import { CAPABILITIES } from './content';

/** The platform's capabilities as cards; each layout styles the grid and the cards. */
export function Capabilities({ className, cardClassName }: { className?: string; cardClassName?: string }) {
  return (
    <div className={className}>
      {CAPABILITIES.map((item) => (
        <div key={item.title} className={cardClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}

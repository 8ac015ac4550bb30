
const ICONS: (string | null)[] = ['🗓', '📝', '▶', null, '⏱', '📊', null, '🎯', '📋'];

/** SPEC §2 slim vertical demo navigation bar: logo badge, icon items and separators, fixed at the left edge. */
export function DemoNavBar({ visible }: { visible: boolean }) {
  return (
    <div className={`demo-nav${visible ? ' visible' : ''}`} aria-hidden="true" data-testid="demo-nav" data-visible={visible}>
      <span className="demo-nav-logo">i</span>
      {ICONS.map((icon, index) =>
        icon ? (
          <span key={index} className="demo-nav-item">
            {icon}
          </span>
        ) : (
          <span key={index} className="demo-nav-separator" />
        ),
      )}
    </div>
  );
}

import { Icon, type IconName } from '../../components/icon';

// The demos in reveal order, grouped: planning, quick access, focus (null: a separator).
const ITEMS: (IconName | null)[] = ['calendar', 'notes', 'play', null, 'timer', 'chart', null, 'target', 'clipboard'];

/** SPEC §2 slim vertical demo navigation bar: logo badge, icon items and separators, fixed at the left edge. */
export function DemoNavBar({ visible }: { visible: boolean }) {
  return (
    <div
      className={`demo-nav${visible ? ' visible' : ''}`}
      aria-hidden="true"
      data-testid="demo-nav"
      data-visible={visible}
    >
      <span className="demo-nav-logo">i</span>
      {ITEMS.map((icon, index) =>
        icon ? (
          <span key={index} className="demo-nav-item">
            <Icon name={icon} />
          </span>
        ) : (
          <span key={index} className="demo-nav-separator" />
        ),
      )}
    </div>
  );
}

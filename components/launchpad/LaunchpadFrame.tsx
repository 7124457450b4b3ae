/**
 * LaunchPad's static frame (docs/site.md, "Static frames"): the first screen of every visit in a new browser session,
 * the welcome intro at its first frame ("Welcome", "Where Ambition Meets Action"). It is text only, the same for
 * every week, so it holds no figure at all. A server component: its markup is in the page's HTML, its code is not in
 * the route's JavaScript; IntroView is the same component the game's intro draws with.
 */
import { IntroView } from './IntroView';
import styles from './Launchpad.module.css';

export function LaunchpadFrame() {
  return (
    <div className={styles.app}>
      <IntroView frame={0} />
    </div>
  );
}

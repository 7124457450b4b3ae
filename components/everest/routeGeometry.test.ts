import * as C from '@/engines/everest/constants';
import { campPoint, markerPath, TURN_BACK_SHARE } from './routeGeometry';

describe('the team marker’s walk along the route drawing', () => {
  test('a climb walks from the camp below to the camp above', () => {
    expect(markerPath('BC', 'C1')).toEqual([campPoint('BC'), campPoint('C1')]);
    expect(markerPath('C4', 'SUMMIT')).toEqual([campPoint('C4'), campPoint('SUMMIT')]);
  });

  test('a descent walks down, camp by camp, through every camp in between', () => {
    expect(markerPath('C1', 'BC')).toEqual([campPoint('C1'), campPoint('BC')]);
    expect(markerPath('C3', 'BC')).toEqual([campPoint('C3'), campPoint('C2'), campPoint('C1'), campPoint('BC')]);
  });

  test('a climb that was turned back goes part way up its segment and back to the same camp', () => {
    const path = markerPath('C2', 'C2', true);
    const p = campPoint('C2');
    const q = campPoint('C3');
    expect(path).toEqual([p, { x: p.x + (q.x - p.x) * TURN_BACK_SHARE, y: p.y + (q.y - p.y) * TURN_BACK_SHARE }, p]);
    expect(path[1].y).toBeLessThan(p.y); // up the drawing (higher altitude is a smaller y)
  });

  test('a day in camp, or a turn-back at the top (nowhere to climb), does not move the marker', () => {
    expect(markerPath('C1', 'C1')).toEqual([]);
    expect(markerPath('SUMMIT', 'SUMMIT', true)).toEqual([]);
  });

  test('camps sit higher on the drawing the higher they are', () => {
    const ys = C.CAMPS.map((c) => campPoint(c).y);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
  });
});

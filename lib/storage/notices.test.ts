/** whenNoticeWaits: a page learns a notice is waiting without taking it, so the list it then loads still gets it. */
import { emitNotice, resetNoticesForTest, subscribeNotices, whenNoticeWaits, type StorageNotice } from './notices';

const notice = (id: string): StorageNotice => ({ id, title: 'T', description: 'D' });

describe('whenNoticeWaits', () => {
  beforeEach(() => resetNoticesForTest());

  it('calls back at once when a notice already waits, and leaves it for the listener', () => {
    emitNotice(notice('a'));
    const waiting = jest.fn();
    whenNoticeWaits(waiting);
    expect(waiting).toHaveBeenCalledTimes(1);
    const got: string[] = [];
    subscribeNotices((n) => got.push(n.id));
    expect(got).toEqual(['a']);
  });

  it('calls back once, on the first notice that comes later; not after it unsubscribed', () => {
    const waiting = jest.fn();
    whenNoticeWaits(waiting);
    expect(waiting).not.toHaveBeenCalled();
    emitNotice(notice('a'));
    emitNotice(notice('b'));
    expect(waiting).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    whenNoticeWaits(other)();
    resetNoticesForTest();
    const late = jest.fn();
    const stop = whenNoticeWaits(late);
    stop();
    emitNotice(notice('c'));
    expect(late).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1); // a notice already waited when it asked
  });
});

/** The texts of /teacher's offline switch (components/teacher/OfflineSwitch.tsx). */
export const OFFLINE_SWITCH_TEXT = {
  title: 'Offline on this device',
  lead:
    "Each student's device keeps only the simulation it opens (about half a megabyte), so it works if the Wi-Fi drops. " +
    'On your own device you can keep the whole site: every page, simulation, guide and the class report.',
  label: 'Make the whole site work offline on this device',
  progressLabel: 'Downloading the whole site',
  unsupported: 'This browser cannot keep the site for offline use (no service worker here).',
  starting: 'Starting the download…',
  removing: 'Removing the offline copy…',
  saving: (done: number, total: number) => `Downloading the whole site: ${done} of ${total} files…`,
  done: (size: string) => `Done: the whole site (${size}) now works in this browser without an internet connection.`,
  removed: 'Removed: only the pages opened on this device stay saved for offline use.',
  failedOn: 'Not everything could be downloaded (is the network on?). The switch stays on: open this page again online to finish.',
  failedOff: 'The offline copy could not be removed. Try again, or clear this site’s data in your browser’s settings.',
};

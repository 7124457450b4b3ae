/** "4K3M 9QZ" reads better from the back of a room than "4K3M9QZ". */
export const spacedJoinCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

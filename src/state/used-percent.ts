/**
 * How full storage is, in whole percent, for the parts that show the gauge (Your data's meter, the
 * main page's warning): loaded with them, not in `/`.
 */
export { usedPercent } from '../storage/storage-use';

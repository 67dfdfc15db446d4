import type { WriteFailure } from '../storage/safe-storage';
import { useAppSelector } from './app-store-context';

export function useStorageProblem(): WriteFailure | null {
  return useAppSelector((s) => s.storageProblem);
}

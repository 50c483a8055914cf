import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { currentDevice, currentFormFactor, type DeviceInfo, type FormFactor } from './device';

const FormFactorContext = createContext<FormFactor>('desktop');

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** Provides "phone" | "tablet" | "desktop", following window resizes. */
export function FormFactorProvider({ children, value }: { children: ReactNode; value?: FormFactor }) {
  const measured = useSyncExternalStore(subscribe, currentFormFactor, (): FormFactor => 'desktop');
  return <FormFactorContext.Provider value={value ?? measured}>{children}</FormFactorContext.Provider>;
}

export function useFormFactor(): FormFactor {
  return useContext(FormFactorContext);
}

export function useDevice(): DeviceInfo {
  return currentDevice();
}

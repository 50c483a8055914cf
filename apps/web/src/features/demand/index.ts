/** What other features may use of the demand trade: the hall's list hook (the phone home shows the latest demands). */
export { useDemandList } from './hooks';
export { quotePath } from './demandForm';

/** What other features may use of business accounts: the company's brands and the brand picker of model forms. */
export { useCompany } from './api';
export { BrandField } from './desktop/BrandField';

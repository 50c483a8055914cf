/** What other features may use of business accounts: the company's brands and the brand pickers of model and show forms. */
export { useCompany } from './api';
export { BrandField } from './desktop/BrandField';
export { MobileBrandField } from './phone/MobileBrandField';

// Insurance types and coverage types (§3) are the API's enums, re-exported rather than copied.
export { InsuranceTypeName } from '../../api/insurance-type';
export { CoverageType } from '../../api/coverage';

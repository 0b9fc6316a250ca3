// Organization types (§3) are the API's enum; the shared layer re-exports it rather than keeping a copy.
export { OrganizationTypeName } from '../../api/organization';

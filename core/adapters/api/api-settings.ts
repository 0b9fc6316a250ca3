import * as Context from 'effect/Context';
import type { ApiConfig } from './api-config';

/** The client's configuration as an effect service, so calls read it from their context. */
export class ApiSettings extends Context.Service<ApiSettings, ApiConfig>()('queseguro/api/ApiSettings') {}

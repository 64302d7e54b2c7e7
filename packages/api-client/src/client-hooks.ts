// ky hooks of the member API client: language header, current-member header, session end, logging (doc 1 §7,
// E-05).
import {
  isHTTPError,
  type AfterResponseHook,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type Hooks,
} from "ky";
import { CURRENT_MEMBER_HEADER, decodeCurrentMemberHeader } from "./current-member-header.ts";
import type { CurrentMemberStore } from "./current-member-store.ts";
import { errorFieldsForLog, truncateForLog, type ApiLogger } from "./logging.ts";

/** Per-request flags the endpoint functions pass to the hooks through ky's `context`. */
export interface RequestContext {
  /** The answer should carry `Suma-Current-Member` (contract §1.8); its absence is logged (E-05). */
  expectsMemberHeader?: boolean;
  /**
   * The call is authorised by a token of its own (the public preferences link, D-12), not by the session: its 401
   * says the token is bad, not that the member's session ended.
   */
  tokenAuth?: boolean;
}

/** What the hooks need from the client. */
export interface HookSettings {
  getLanguage: () => string;
  store: CurrentMemberStore;
  logger: ApiLogger;
  debug: boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

function beforeRequest(settings: HookSettings): BeforeRequestHook {
  return ({ request }) => {
    request.headers.set("Accept-Language", settings.getLanguage());
    if (settings.debug) settings.logger.debug(`[api] ${request.method} ${request.url}`);
  };
}

function afterResponse(settings: HookSettings): AfterResponseHook {
  return async ({ request, response, options }) => {
    const header = response.headers.get(CURRENT_MEMBER_HEADER);
    if (header !== null) {
      try {
        settings.store.set(decodeCurrentMemberHeader(header));
      } catch (error) {
        settings.logger.error(
          `[api] malformed ${CURRENT_MEMBER_HEADER} header`,
          request.method,
          request.url,
          error,
        );
      }
    } else if ((options.context as RequestContext).expectsMemberHeader && response.ok) {
      settings.logger.error(`[api] missing ${CURRENT_MEMBER_HEADER} header`, request.method, request.url);
    }
    if (!(options.context as RequestContext).tokenAuth) endSessionOn401(settings.store, response.status);
    if (settings.debug) {
      const body = truncateForLog(await response.text());
      settings.logger.debug(`[api] ${request.method} ${request.url} ${response.status}`, body);
    }
  };
}

// A 401 on any call while a member is known means the session ended (cookie expired, signed out elsewhere): the
// store becomes null once, and the app, subscribed to it, sends the member to sign in. Silent, like every 401
// while signed out or not yet known nothing changes, so a trail of 401s makes no trail of sign-outs.
function endSessionOn401(store: CurrentMemberStore, status: number): void {
  if (status !== 401) return;
  const member = store.get();
  if (member !== null && member !== undefined) store.set(null);
}

function beforeError(settings: HookSettings): BeforeErrorHook {
  return ({ request, error }) => {
    if (isHTTPError(error)) {
      // a 401 is an ordinary "signed out" answer, passed through without a log line.
      if (error.response.status !== 401) {
        const fields = errorFieldsForLog(error.data);
        settings.logger.error(`[api] ${request.method} ${request.url} ${error.response.status}`, fields);
      }
    } else if (!isAbort(error) && !isAbort(error.cause)) {
      settings.logger.error(`[api] non-HTTP error ${request.method} ${request.url}`, error.message);
    }
    return error;
  };
}

/** The client's ky hooks. */
export function clientHooks(settings: HookSettings): Hooks {
  return {
    beforeRequest: [beforeRequest(settings)],
    afterResponse: [afterResponse(settings)],
    beforeError: [beforeError(settings)],
  };
}

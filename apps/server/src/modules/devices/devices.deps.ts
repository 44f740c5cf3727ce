import type { Database } from '../../db/client.ts';
import type { AccessTokenSigner } from '../../platform/access-tokens.ts';
import type { PushHandlers } from '../../platform/live.ts';
import type { ModuleServices } from '../../rpc/module.ts';

/** What the devices module's routes and live channel need. */
export interface DevicesDeps {
  db: Database;
  /** Verifies the access tokens a live channel authenticates and refreshes with. */
  signer: AccessTokenSigner;
  /**
   * The configured public origin of the brand a request host selects (decision 0014), for the
   * device link. The host only picks among configured brands; it is never echoed.
   */
  publicOriginForHost: (hostname: string) => string;
  /** What a device's answer to a push request does, by kind (from the modules' manifests). */
  pushHandlers: PushHandlers;
}

/** The devices module's dependencies, taken from what the composition root hands every module. */
export function createDevicesDeps(services: ModuleServices): DevicesDeps {
  return {
    db: services.db,
    signer: services.signer,
    publicOriginForHost: (hostname) => services.publicOrigin(services.brandForHost(hostname)),
    pushHandlers: services.pushHandlers,
  };
}

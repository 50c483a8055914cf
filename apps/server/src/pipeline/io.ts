import { createRequire } from 'node:module';
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder, MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';

/** draco3dgltf ships no types; the decoder module is opaque to us and handed to glTF-Transform as is. */
const draco3d = createRequire(import.meta.url)('draco3dgltf') as {
  createDecoderModule(): Promise<unknown>;
  createEncoderModule(): Promise<unknown>;
};

let ioPromise: Promise<NodeIO> | null = null;

/** One NodeIO per process: the Draco and meshopt WebAssembly modules are compiled once. */
export function getIO(): Promise<NodeIO> {
  ioPromise ??= (async () => {
    const [decoder] = await Promise.all([
      draco3d.createDecoderModule(),
      MeshoptDecoder.ready,
      MeshoptEncoder.ready,
      MeshoptSimplifier.ready,
    ]);
    return new NodeIO()
      .setLogger(new Logger(Logger.Verbosity.ERROR))
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'draco3d.decoder': decoder, 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
  })();
  return ioPromise;
}

let dracoEncoder: Promise<NodeIO> | null = null;

/** The same NodeIO with the Draco encoder too, compiled on first use: only Draco inputs are written back as Draco. */
export function getDracoIO(): Promise<NodeIO> {
  dracoEncoder ??= (async () => {
    const [io, encoder] = await Promise.all([getIO(), draco3d.createEncoderModule()]);
    return io.registerDependencies({ 'draco3d.encoder': encoder });
  })();
  return dracoEncoder;
}

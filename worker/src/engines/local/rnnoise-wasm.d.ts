declare module '@echogarden/rnnoise-wasm' {
  /** The RNNoise library compiled to WebAssembly (Emscripten module: C functions and the heap). */
  export interface RNNoiseModule {
    HEAPF32: Float32Array
    _rnnoise_get_frame_size(): number
    _rnnoise_create(model: number): number
    _rnnoise_destroy(state: number): void
    _rnnoise_process_frame(state: number, out: number, input: number): number
    _malloc(bytes: number): number
    _free(ptr: number): void
  }
  export default function RNNoise(): Promise<RNNoiseModule>
}

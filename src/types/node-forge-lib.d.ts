// node-forge's own modules, imported one by one to keep the chunk small. Each adds its part to the
// shared `forge` object that lib/forge exports; @types/node-forge types that object.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/pem';
declare module 'node-forge/lib/sha256';

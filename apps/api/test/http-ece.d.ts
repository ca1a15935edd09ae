/** http_ece (web-push's encryption, RFC 8188) has no types; the push test decrypts with it. */
declare module 'http_ece' {
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string },
    ): Buffer;
  };
  export default ece;
}

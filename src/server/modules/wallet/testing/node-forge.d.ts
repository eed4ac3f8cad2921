/** The part of node-forge (a dependency of passkit-generator, untyped) the pass tests use to make certificates. */
declare module 'node-forge' {
  interface Attribute {
    name?: string;
    shortName?: string;
    value?: string;
  }
  interface Certificate {
    publicKey: unknown;
    serialNumber: string;
    validity: { notBefore: Date; notAfter: Date };
    subject: { getField(name: string): Attribute | null; attributes: Attribute[] };
    setSubject(attributes: Attribute[]): void;
    setIssuer(attributes: Attribute[]): void;
    setExtensions(extensions: Record<string, unknown>[]): void;
    sign(key: unknown, md: unknown): void;
  }
  interface Forge {
    pki: {
      createCertificate(): Certificate;
      certificateToPem(cert: Certificate): string;
      privateKeyFromPem(pem: string): unknown;
      publicKeyFromPem(pem: string): unknown;
    };
    md: { sha256: { create(): unknown } };
    asn1: { fromDer(der: string): unknown };
    pkcs7: { messageFromAsn1(asn1: unknown): { certificates: Certificate[]; type: string } };
    util: { createBuffer(bytes: string, encoding?: string): unknown };
  }
  const forge: Forge;
  export default forge;
}

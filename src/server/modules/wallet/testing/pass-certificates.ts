import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { AppleWalletKeys } from '../../../../shared/rules/wallet-pass-keys';

type Attributes = { shortName: string; value: string }[];

/** An RSA key pair as PEM (node:crypto is fast; forge reads the PEM). */
function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function certificate(subject: Attributes, issuer: Attributes, publicPem: string, issuerKeyPem: string, ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = String(Date.now() + Math.floor(Math.random() * 1000));
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }]);
  cert.sign(forge.pki.privateKeyFromPem(issuerKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * Throw-away Apple Wallet keys for tests: a stand-in for Apple's WWDR certificate authority and a pass type
 * certificate it issued, with the pass type's private key.
 */
export function throwAwayAppleWalletKeys(): AppleWalletKeys {
  const wwdrKeys = keyPair();
  const wwdrName = [{ shortName: 'CN', value: 'Test WWDR Certification Authority' }];
  const signerKeys = keyPair();
  const signerName = [
    { shortName: 'CN', value: 'Pass Type ID: pass.app.livery.test' },
    { shortName: 'OU', value: 'TESTTEAM01' },
  ];
  return {
    passTypeId: 'pass.app.livery.test',
    teamId: 'TESTTEAM01',
    wwdr: certificate(wwdrName, wwdrName, wwdrKeys.publicPem, wwdrKeys.privatePem, true),
    signerCert: certificate(signerName, wwdrName, signerKeys.publicPem, wwdrKeys.privatePem, false),
    signerKey: signerKeys.privatePem,
  };
}

/** The certificates inside a .pkpass `signature` (DER PKCS#7), by common name. */
export function signatureCertificateNames(signature: Buffer): string[] {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature.toString('binary')));
  return message.certificates.map((cert) => cert.subject.getField('CN')?.value ?? '');
}

/**
 * The seller's signing certificate: a PKCS#12 file (base64) opened with its password into the
 * private key and certificate in PEM, and a self-signed one made for the demo shop.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface OpenedCertificate {
  privateKeyPem: string;
  certificatePem: string;
  subject: string;
  notAfter: Date;
}

export class CertificateError extends Error {
  override name = 'CertificateError';
}

/** Opens a PKCS#12 (base64 DER); throws CertificateError when the file or password is wrong. */
export function openPkcs12(p12Base64: string, password: string): OpenedCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.decode64(p12Base64);
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), password);
  } catch {
    throw new CertificateError('The PKCS#12 file cannot be opened with this password.');
  }
  const oids = forge.pki.oids as Record<string, string>;
  const bag = (type: string) => p12.getBags({ bagType: type })[type]?.[0];
  const keyBag = bag(oids.pkcs8ShroudedKeyBag!) ?? bag(oids.keyBag!);
  const certBag = bag(oids.certBag!);
  if (!keyBag?.key || !certBag?.cert) throw new CertificateError('The PKCS#12 file holds no key and certificate.');
  const cert = certBag.cert;
  return {
    privateKeyPem: forge.pki.privateKeyToPem(keyBag.key),
    certificatePem: forge.pki.certificateToPem(cert),
    subject: cert.subject.attributes
      .map((a: forge.pki.CertificateField) => `${a.shortName ?? a.name}=${forge.util.decodeUtf8(String(a.value))}`)
      .join(', '),
    notAfter: cert.validity.notAfter,
  };
}

/** A self-signed certificate for `commonName` and `taxCode`, as a PKCS#12 (base64) with a random password. */
export function makeSelfSignedPkcs12(commonName: string, taxCode: string): { p12Base64: string; password: string } {
  // node:crypto makes the RSA key (forge's pure-JS generation takes seconds).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 3 * 365 * 24 * 3600 * 1000);
  const attrs = [
    // Tagged UTF8String: forge encodes the Vietnamese text as UTF-8 itself.
    { name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { shortName: 'OU', value: `MST:${taxCode}` },
    { name: 'countryName', value: 'VN' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return { p12Base64: forge.util.encode64(forge.asn1.toDer(asn1).getBytes()), password };
}

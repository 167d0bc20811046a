/**
 * The seller's XML digital signature on an invoice (Decision 1450/QĐ-TCT: an enveloped
 * XMLDSig over DLHDon, referenced by its Id, placed in DSCKS > NBan), RSA-SHA256 with the
 * certificate in KeyInfo so any verifier (xmlsec1 --verify) can check it.
 */
import { SignedXml } from 'xml-crypto';
import type { OpenedCertificate } from './certificate';

export function signInvoiceXml(xml: string, certificate: OpenedCertificate): string {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='DLHDon']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
  });
  signer.computeSignature(xml.replace('<NBan/>\n  </DSCKS>', '<NBan></NBan>\n  </DSCKS>'), {
    location: { reference: "//*[local-name(.)='DSCKS']/*[local-name(.)='NBan']", action: 'append' },
  });
  return signer.getSignedXml();
}

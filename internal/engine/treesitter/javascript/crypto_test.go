package javascript_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
)

// The calls that are a weakness whatever reaches them (the sink rows with
// always) are reported with the algorithm or option that makes them one,
// and their safe forms are not.
func TestAlwaysRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const crypto = require('crypto');
const { createCipheriv, createHash } = require('crypto');
const CryptoJS = require('crypto-js');
const md5 = require('md5');
const libxmljs = require('libxmljs');
const ALG = 'des-ede3-cbc';
function f(data, key, iv, password, xml, myLib) {
  crypto.createHash('md5').update(data);
  createHash('SHA1').update(data);
  crypto.createHash('sha256').update(data);
  crypto.hash('sha1', data);
  CryptoJS.MD5(data);
  md5(data);
  crypto.createCipher('aes-256-cbc', password);
  myLib.createCipher('aes-256-cbc', password);
  createCipheriv(ALG, key, iv);
  crypto.createCipheriv('aes-128-ecb', key, null);
  crypto.createCipheriv('aes-256-gcm', key, iv);
  crypto.pseudoRandomBytes(16);
  libxmljs.parseXml(xml, { noent: true });
  libxmljs.parseXml(xml, { noent: false });
  const etag = crypto.createHash('md5').update(data).digest('hex');
}
`
	var got []string
	for _, d := range analysistest.Diagnostics(t, "app.js", syntax.JavaScript, []byte(src), []*analysis.Analyzer{javascript.Analyzer}) {
		if strings.Contains(d.Rule, "weak-") || strings.Contains(d.Rule, "random") || strings.Contains(d.Rule, "xxe") {
			got = append(got, fmt.Sprintf("%d %s: %s", d.Lines.Start, d.Rule, d.Message))
		}
	}
	sort.Strings(got)
	want := []string{
		"11 javascript/weak-hash: Broken hash algorithm (MD5/SHA-1): sha1 is broken for collision resistance; do not use it to protect passwords, tokens or signatures",
		"12 javascript/weak-hash: Broken hash algorithm (MD5/SHA-1)",
		"13 javascript/weak-hash: Broken hash algorithm (MD5/SHA-1)",
		"14 javascript/weak-cipher: Broken cipher, ECB mode or IV-less crypto.createCipher",
		"16 javascript/weak-cipher: Broken cipher, ECB mode or IV-less crypto.createCipher: des-ede3-cbc",
		"17 javascript/weak-cipher: Broken cipher, ECB mode or IV-less crypto.createCipher: aes-128-ecb",
		"19 javascript/insecure-random: crypto.pseudoRandomBytes is not cryptographically strong",
		"20 javascript/xxe: parseXml with noent: true substitutes entities, external ones included: the XML can read local files or reach internal hosts",
		"8 javascript/weak-hash: Broken hash algorithm (MD5/SHA-1): md5 is broken for collision resistance; do not use it to protect passwords, tokens or signatures",
		"9 javascript/weak-hash: Broken hash algorithm (MD5/SHA-1): SHA1 is broken for collision resistance; do not use it to protect passwords, tokens or signatures",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TypeScript's constants name the algorithm as a literal does: a const
// declared with as const, and a string enum's member (const enums too).
func TestAlwaysRowsTypeScriptConstants(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import crypto from 'crypto';
enum Digest { Legacy = 'md5', Modern = 'sha256' }
const enum Cipher { Old = 'des-ede3-cbc', New = 'aes-256-gcm' }
const HASH = 'sha1' as const;
export function f(data: string, key: Buffer, iv: Buffer) {
  crypto.createHash(Digest.Legacy).update(data);
  crypto.createHash(Digest.Modern).update(data);
  crypto.createHash(HASH).update(data);
  crypto.createCipheriv(Cipher.Old, key, iv);
  crypto.createCipheriv(Cipher.New, key, iv);
}
`
	var got []string
	for _, d := range analysistest.Diagnostics(t, "app.ts", syntax.TypeScript, []byte(src), []*analysis.Analyzer{javascript.Analyzer}) {
		if strings.Contains(d.Rule, "weak-") {
			got = append(got, fmt.Sprintf("%d %s", d.Lines.Start, d.Rule))
		}
	}
	sort.Strings(got)
	want := []string{"6 javascript/weak-hash", "8 javascript/weak-hash", "9 javascript/weak-cipher"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

package secrets

import (
	"crypto/sha256"
	"slices"
	"sync"

	"github.com/rs/zerolog"
	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/logging"
)

// Leak is one credential found in a file. Lines are 1-based.
type Leak struct {
	Rule        string
	Description string
	StartLine   int
	EndLine     int
	// Secret is the credential itself. It must not leave this package.
	Secret string
	// Line is the source line the secret sits on, secret included.
	Line string
}

// Scanner finds credentials in one file's content. Implementations must be
// safe for concurrent use.
type Scanner interface {
	Scan(path string, content []byte) []Leak
}

var (
	gitleaksOnce     sync.Once
	gitleaksDetector *detect.Detector
	gitleaksErr      error
)

// Gitleaks returns the scanner backed by gitleaks' default configuration
// and ownRules. The detector is built once per process.
//
// It reports the credentials on a line marked gitleaks:allow too: the
// comment is a waiver someone wrote, which the secrets specialist records
// (and refuses for a credential in code that ships) instead of a finding
// that vanishes without a trace; and what is redacted before the tool
// prints or sends text must not depend on a comment in that text.
func Gitleaks() (Scanner, error) {
	gitleaksOnce.Do(func() {
		logging.Logger = zerolog.Nop()
		var cfg config.Config
		if cfg, gitleaksErr = defaultConfig(); gitleaksErr != nil {
			return
		}
		if cfg, gitleaksErr = withOwnRules(cfg); gitleaksErr != nil {
			return
		}
		gitleaksDetector = detect.NewDetector(cfg)
		gitleaksDetector.IgnoreGitleaksAllow = true
	})
	if gitleaksErr != nil {
		return nil, gitleaksErr
	}
	return gitleaksScanner{gitleaksDetector}, nil
}

// defaultConfig is gitleaks' default configuration, read as
// detect.NewDetectorDefaultConfig reads it, without the detector that
// builds (its keyword trie, 5 ms, was thrown away for the one with
// ownRules).
func defaultConfig() (config.Config, error) {
	return translate("gitleaks' default configuration", config.DefaultConfig)
}

type gitleaksScanner struct{ d *detect.Detector }

var _ Scanner = gitleaksScanner{}

// scanned remembers, for the process, what Scan found in each (path,
// content), and scancache.go on disk: a review scans a file with findings twice — the secrets engine,
// then the line hashes of the verdict, which mask credentials first — and
// gitleaks' hundreds of rules are most of a warm review's time. It is
// emptied when it reaches maxScanned entries, for a long-running server.
var (
	scannedMu sync.Mutex
	scanned   = map[[sha256.Size]byte][]Leak{}
)

const maxScanned = 4096

func (g gitleaksScanner) Scan(path string, content []byte) []Leak {
	return g.scanCached(path, content, true)
}

// ScanDense is sc.Scan without the sparse scan (sparse.go), for a text
// the caller expects a leak in (redaction, once its chunks were not all
// clean): the sparse scan pays only on a text without one, and on one with
// a leak it is followed by the whole scan anyway.
func ScanDense(sc Scanner, path string, content []byte) []Leak {
	if g, ok := sc.(gitleaksScanner); ok {
		return g.scanCached(path, content, false)
	}
	return sc.Scan(path, content)
}

// scanCached is Scan, trying the sparse scan first when sparse is set.
func (g gitleaksScanner) scanCached(path string, content []byte, sparse bool) []Leak {
	h := sha256.New()
	h.Write([]byte(path))
	h.Write([]byte{0})
	h.Write(content)
	var key [sha256.Size]byte
	h.Sum(key[:0])
	scannedMu.Lock()
	leaks, ok := scanned[key]
	scannedMu.Unlock()
	if ok {
		return slices.Clone(leaks)
	}
	stored, cached := scanKey(path, content)
	switch {
	case cached && cleanFiles().Has(stored):
		leaks = []Leak{}
	case cached:
		var ok bool
		if len(content) >= minCached {
			if leaks, ok = loadScan(scanPath(stored), content); ok {
				break
			}
		}
		leaks = g.detect(path, content, sparse)
		if len(leaks) == 0 {
			cleanFiles().Add(stored)
			cleanFiles().FlushSoon()
		} else if len(content) >= minCached {
			storeScan(scanPath(stored), content, leaks)
		}
	default:
		leaks = g.detect(path, content, sparse)
	}
	scannedMu.Lock()
	if len(scanned) >= maxScanned {
		clear(scanned)
	}
	scanned[key] = leaks
	scannedMu.Unlock()
	return slices.Clone(leaks)
}

// detect is scan, after the sparse scan (sparse.go), if sparse is set,
// when that can tell that content holds no leak. (A short text was once
// scanned whole: with quiet, the sparse scan is the cheaper on a snippet
// of 200 bytes too.)
func (g gitleaksScanner) detect(path string, content []byte, sparse bool) []Leak {
	if !sparse {
		return g.scan(path, content)
	}
	if s := g.sparseOf(); s != nil && s.clean(path, content) {
		return []Leak{}
	}
	return g.scan(path, content)
}

func (g gitleaksScanner) scan(path string, content []byte) []Leak {
	// Detect (unlike DetectSource) keeps no state between calls, so one
	// detector serves all goroutines.
	found := g.d.Detect(detect.Fragment{Raw: string(content), FilePath: path})
	leaks := make([]Leak, 0, len(found))
	for _, f := range found {
		leaks = append(leaks, Leak{
			Rule:        f.RuleID,
			Description: f.Description,
			// gitleaks counts lines from 0 for a raw fragment.
			StartLine: f.StartLine + 1,
			EndLine:   f.EndLine + 1,
			Secret:    f.Secret,
			Line:      f.Line,
		})
	}
	return leaks
}

// Contains reports whether text holds a credential a Scanner recognises.
// path gives the scanner the file's name, which some rules consider.
func Contains(sc Scanner, path, text string) bool {
	return len(sc.Scan(path, []byte(text))) > 0
}

// Guard returns the check that keeps credentials out of text the tool
// stores or writes (suggested fixes, quoted messages, cached results). If
// the scanner cannot start, everything counts as leaking: better to
// withhold a fix than to write one that carries a key.
func Guard() func(file, text string) bool {
	sc, err := Gitleaks()
	if err != nil {
		return func(string, string) bool { return true }
	}
	return func(file, text string) bool { return Contains(sc, file, text) }
}

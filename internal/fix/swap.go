package fix

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/store"
)

// TmpDir is the fixer's private directory under .code-review/: the
// copy-back's swap directories and the verify command's TMPDIR live there,
// never in the shared system temporary directory.
const TmpDir = store.TmpDir

// errLost means the user's file was not what the fixer started from at the
// moment of the swap: the user's version stays, the fix does not go in.
var errLost = errors.New("changed while the fixer ran")

// swapIn replaces the user's file dst with content if, at the moment of
// the swap, dst still holds orig; otherwise it leaves the user's file as
// it is and returns errLost. It is swapHold and release at once.
func swapIn(dir, dst string, orig, content []byte) error {
	h, err := swapHold(dir, dst, orig, content)
	if err != nil {
		return err
	}
	if kept, err := h.release(""); err != nil || kept != "" {
		return errLost
	}
	return nil
}

// held is a swap done whose user's file, as it was before the fix, is
// still held in the swap directory: an editor that had it open may still
// be writing to it.
type held struct {
	sw, aside, dst string
	orig           []byte
	fix            fs.FileInfo
}

// swapHold is a compare-and-swap on the file itself:
//
//  1. the fix is written to a private file N beside a journal naming dst
//     and the checksum of orig;
//  2. dst is renamed aside to A: from then on A is exactly the file that
//     was at dst at that instant, whatever the user does next;
//  3. A is compared with orig; if it differs, A goes back with link(2),
//     which never replaces a file a newer save put at dst meanwhile;
//  4. N goes in with link(2), which fails if a save put a file at dst
//     since step 2: that save stands and the fix is not applied;
//  5. A is read once more, for an editor that writes in place and had the
//     file open before step 2: if it changed, the user's version is put
//     back over the fix (unless a newer save already replaced the fix).
//
// A stays in the swap directory until release: bytes written through a
// descriptor opened before step 2 land in A, and release looks at them
// once more.
//
// A run killed between steps 2 and 4 leaves dst absent and the user's file
// in the swap directory; recoverSwaps, run by the next fixer, puts it back.
// dir is a private directory on dst's file system (.code-review/tmp).
func swapHold(dir, dst string, orig, content []byte) (h *held, rerr error) {
	fi, err := os.Lstat(dst)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, errLost
	}
	sw, err := newSwapDir(dir, dst, orig)
	if err != nil {
		return nil, err
	}
	defer func() {
		if errors.Is(rerr, errLost) {
			_ = os.RemoveAll(sw)
		}
	}()
	n, a := filepath.Join(sw, "new"), filepath.Join(sw, "aside")
	if err := writePrivate(n, content, fi.Mode().Perm()); err != nil {
		_ = os.RemoveAll(sw)
		return nil, err
	}
	// The fix's identity: dst is the fix while it is this file, whether
	// it went in by link or by rename.
	fixInfo, err := os.Lstat(n)
	if err != nil {
		_ = os.RemoveAll(sw)
		return nil, err
	}
	if err := os.Rename(dst, a); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, errLost
		}
		_ = os.RemoveAll(sw)
		return nil, err
	}
	swapStep("aside", a)
	got, err := os.ReadFile(a)
	if err != nil || !bytes.Equal(got, orig) {
		putBack(a, dst)
		return nil, errLost
	}
	if err := os.Link(n, dst); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil, errLost // a save landed at dst since step 2: it stands
		}
		// A file system without hard links: rename, which is atomic but
		// would replace a save made in the last microseconds.
		if err := os.Rename(n, dst); err != nil {
			putBack(a, dst)
			return nil, err // the swap directory stays for recoverSwaps
		}
	}
	swapStep("linked", a)
	if got, err := os.ReadFile(a); err != nil || !bytes.Equal(got, orig) {
		// Written in place through a descriptor opened before step 2.
		if cur, err := os.Lstat(dst); err == nil && os.SameFile(cur, fixInfo) {
			_ = os.Rename(a, dst)
		}
		return nil, errLost
	}
	return &held{sw: sw, aside: a, dst: dst, orig: orig, fix: fixInfo}, nil
}

// release ends a held swap once the fix is in place (and staged). If the
// user's file as it was before the fix changed since step 5 — written
// through a descriptor opened before the swap — those bytes are not
// dropped: with keep set they are kept at keep (a hard link to the very
// file the descriptor writes to) and release returns keep; with keep
// empty the user's version goes back over the fix, as in step 5, and
// release returns dst. Otherwise it returns "".
func (h *held) release(keep string) (string, error) {
	got, err := os.ReadFile(h.aside)
	if err != nil {
		return "", err // the swap directory stays for recoverSwaps
	}
	if bytes.Equal(got, h.orig) {
		return "", os.RemoveAll(h.sw)
	}
	if keep == "" {
		if cur, err := os.Lstat(h.dst); err == nil && os.SameFile(cur, h.fix) {
			if err := os.Rename(h.aside, h.dst); err != nil {
				return "", err
			}
			return h.dst, os.RemoveAll(h.sw)
		}
		// A newer save replaced the fix: it stands, over both.
		return "", os.RemoveAll(h.sw)
	}
	if err := keepAside(h.aside, keep); err != nil {
		return "", err
	}
	return keep, os.RemoveAll(h.sw)
}

// keepAside gives the file aside the new name keep (made with mode 0700
// directories): a hard link where it can, so later writes through an
// open descriptor land there too, else a copy of its bytes.
func keepAside(aside, keep string) error {
	if err := os.MkdirAll(filepath.Dir(keep), 0o700); err != nil {
		return err
	}
	if err := os.Link(aside, keep); err == nil {
		return nil
	}
	data, err := os.ReadFile(aside)
	if err != nil {
		return err
	}
	return writePrivate(keep, data, 0o600)
}

// swapStep lets a test act at a step of the swap, as a user saving at
// that instant would; it does nothing otherwise.
var swapStep = func(step, aside string) {}

// putBack returns the user's file from the swap directory to dst, unless
// a newer save is already there.
func putBack(aside, dst string) {
	if err := os.Link(aside, dst); err == nil || errors.Is(err, fs.ErrExist) {
		return
	}
	// No hard links: put it back with rename only if dst is still free.
	if _, err := os.Lstat(dst); errors.Is(err, fs.ErrNotExist) {
		_ = os.Rename(aside, dst)
	}
}

// newSwapDir makes a swap directory in dir — swap-<pid>-<random>, mode
// 0700 — holding a journal: dst, the file's absolute name, and sum, the
// SHA-256 of orig.
func newSwapDir(dir, dst string, orig []byte) (string, error) {
	sw, err := privateDir(dir, "swap")
	if err != nil {
		return "", err
	}
	abs, err := filepath.Abs(dst)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(orig)
	for name, data := range map[string][]byte{"sum": []byte(hex.EncodeToString(sum[:])), "dst": []byte(abs)} {
		if err := writePrivate(filepath.Join(sw, name), data, 0o600); err != nil {
			_ = os.RemoveAll(sw)
			return "", err
		}
	}
	return sw, nil
}

// writePrivate writes a new file created with mode 0600 and gives it perm
// once written.
func writePrivate(p string, data []byte, perm fs.FileMode) error {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// recoverSwaps finishes what killed fixers left in dir (.code-review/tmp):
// a user's file set aside by a swap and not yet back is put back (a file
// at its place since — the fix or a newer save — stays); one the fix
// replaced but that no longer holds what the fixer started from (written
// through an open descriptor) is kept by keepFor(dst), not dropped. Then
// every directory of a dead fixer goes (swap directories, the verify
// command's TMPDIR). It returns the files it put back and where it kept
// the others.
func recoverSwaps(dir string, keepFor func(dst string) string) (restored, kept []string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil
	}
	for _, e := range entries {
		kind, pid, ok := ownerPID(e.Name())
		if !ok || !e.IsDir() || atomicfile.Alive(pid) {
			continue
		}
		sub := filepath.Join(dir, e.Name())
		if kind == "swap" {
			dst, err := os.ReadFile(filepath.Join(sub, "dst"))
			aside := filepath.Join(sub, "aside")
			if _, aerr := os.Lstat(aside); err == nil && aerr == nil {
				if _, derr := os.Lstat(string(dst)); errors.Is(derr, fs.ErrNotExist) {
					putBack(aside, string(dst))
					restored = append(restored, string(dst))
				} else if changedSince(sub, aside) {
					k := keepFor(string(dst))
					if k == "" || keepAside(aside, k) != nil {
						continue // left for a later run rather than dropped
					}
					kept = append(kept, k)
				}
			}
		}
		_ = os.RemoveAll(sub)
	}
	return restored, kept
}

// changedSince reports whether the file aside no longer holds what the
// swap directory's journal says the fixer started from.
func changedSince(sw, aside string) bool {
	want, err := os.ReadFile(filepath.Join(sw, "sum"))
	if err != nil {
		return true // an older journal: keep rather than drop
	}
	data, err := os.ReadFile(aside)
	if err != nil {
		return false
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]) != string(want)
}

// ownerPID parses the name of a fixer's private directory,
// <kind>-<pid>-<random>.
func ownerPID(name string) (kind string, pid int, ok bool) {
	kind, rest, ok := strings.Cut(name, "-")
	if !ok || (kind != "swap" && kind != "run") {
		return "", 0, false
	}
	pidText, _, ok := strings.Cut(rest, "-")
	pid, err := strconv.Atoi(pidText)
	return kind, pid, ok && err == nil && pid > 0
}

// privateDir makes a new directory <kind>-<pid>-<random> in dir, mode 0700.
func privateDir(dir, kind string) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	p := filepath.Join(dir, kind+"-"+strconv.Itoa(os.Getpid())+"-"+hex.EncodeToString(b[:]))
	return p, os.Mkdir(p, 0o700)
}

//go:build !unix

package scope

// oNoFollow has no equivalent here; os.Root still keeps reads inside the
// repository, and the Lstat before the read has refused a symlink.
const oNoFollow = 0

// Package version says which teamreview wrote a file.
package version

import "runtime/debug"

// Version is set at link time (-ldflags "-X …/version.Version=v1.2.3");
// otherwise it comes from the module's build info.
var Version = ""

// String returns "teamreview <version>".
func String() string {
	v := Version
	if v == "" {
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		} else {
			v = "dev"
		}
	}
	return "teamreview " + v
}

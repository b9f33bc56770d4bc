package treesitter

import "testing"

// In C and C++ only a character no token of theirs has, outside comments
// and literals, makes a changed line that does not parse a gap: a macro
// the grammar cannot expand (WINAPI) is routine.
func TestCStray(t *testing.T) {
	src := "#include <stdlib.h>\n" + // 1
		"/* mail dev@example.com\n" + // 2
		"   or `ops` */\n" + // 3
		"static DWORD WINAPI run(LPVOID a) {\n" + // 4
		"    printf(\"a@b %c\", '@'); // @todo\n" + // 5
		"    system(cmd) @;\n" + // 6
		"    puts(\"multi \\\n" + // 7
		"@line\");\n" + // 8
		"}\n"
	counts := cStray([]byte(src))
	for n := 1; n <= 9; n++ {
		if got, want := counts(n), n == 6; got != want {
			t.Errorf("line %d: counts = %v, want %v", n, got, want)
		}
	}
	objc := cStray([]byte("@interface Foo : NSObject\n@end\n"))
	if objc(1) {
		t.Error("an Objective-C header's @interface counted")
	}
}
